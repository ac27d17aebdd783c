# The class list: create, fill, query, update and delete (TigerJython database lesson style).
from dbapi import *

database = "school"
con = connect(database)
cursor = con.cursor()
cursor.execute("DROP TABLE IF EXISTS pupil")
cursor.execute("CREATE TABLE pupil (id INTEGER PRIMARY KEY, name VARCHAR(30), age INT, town VARCHAR(30))")
pupils = [("Anna", 13, "Bern"), ("Ben", 14, "Basel"), ("Chiara", 13, "Bern"), ("David", 15, "Zug")]
for p in pupils:
    sql = "INSERT INTO pupil (name, age, town) VALUES ('%s', %d, '%s')" % p
    cursor.execute(sql)
con.commit()
cursor.execute("SELECT name FROM pupil WHERE town = 'Bern' ORDER BY name")
print "Bern:", [row[0] for row in cursor.fetchall()]
cursor.execute("UPDATE pupil SET age = age + 1 WHERE name = 'Ben'")
cursor.execute("DELETE FROM pupil WHERE town = 'Zug'")
con.commit()
cursor.execute("SELECT * FROM pupil")
print cursor.fetchone()
print cursor.fetchmany(2)
print cursor.fetchall()
print cursor.getColumnName(2), cursor.getColumnNames()
print con.describeTable("pupil")
con.close()
con = connect(database)
print "after reopening:", con.execute("SELECT COUNT(*) FROM pupil").fetchone()[0], "pupils"
con.close()
