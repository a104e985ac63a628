SELECT count(*) FROM singer
SELECT sum(Singer_ID) FROM singer
SELECT T1.Name , T1.Country , T1.Age FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN stadium AS T3 ON T3.Stadium_ID = T2.Stadium_ID WHERE T3.Age < 13
SELECT T1.Name , T1.Country , T1.Age FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN stadium AS T3 ON T3.Stadium_ID = T2.Stadium_ID GROUP BY T3.Country ORDER BY T3.Age
SELECT avg(age) , min(age) , max(age) FROM singer
SELECT avg(age) , min(age) , max(age) FROM singer
SELECT T1.Name , T1.Release_year FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN stadium AS T3 ON T2.Stadium_ID = T3.Stadium_ID WHERE T3.Age = 1
SELECT T1.Name , T1.YEAR FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN stadium AS T3 ON T3.Stadium_ID = T2.Stadium_ID WHERE T3.Age = 1
SELECT Country FROM singer_in_concert WHERE age > 20
SELECT Country FROM singer_in_concert WHERE Age > 20
SELECT Country , count(*) FROM stadium GROUP BY Country
SELECT count(*) FROM singer_in_concert AS singer_in_concert JOIN stadium AS stadium ON stadium.stadium_id = singer_in_concert.stadium_id GROUP BY country
SELECT Song_name FROM singer_in_concert WHERE age > (SELECT avg(age) FROM singer)
SELECT Song_name FROM singer_in_concert WHERE age > (SELECT avg(age) FROM singer)
SELECT T1.Location , T1.Name FROM stadium AS T1 JOIN stadium_capacity AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Capacity > 5000 AND T2.Capacity < 10000
SELECT T1.Location , T1.Name FROM stadium AS T1 JOIN stadium_capacity AS T2 ON T1.Stadium_ID = T2.Stadium_ID JOIN stadium AS T3 ON T2.Stadium_ID = T3.Stadium_ID WHERE T3.Capacity > 5000 AND T3.Name = "Station"
SELECT max(capacity) , avg(stadium_capacity) FROM stadium
SELECT avg(Capacity) , max(Capacity) FROM stadium
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN stadium_in_concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Average = (SELECT avg(T2.Average) FROM stadium AS T1 JOIN stadium_in_concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Highest = 100)
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN stadium_in_concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Average = (SELECT avg(T2.Average) FROM stadium AS T1 JOIN stadium_in_concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Highest = 100)
SELECT count(*) FROM stadium WHERE YEAR = 2014 OR YEAR = 2015
SELECT count(*) FROM concert WHERE YEAR = 2014 OR YEAR = 2015
SELECT T1.name , count(*) FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T1.stadium_id HAVING count(*) <= 1
SELECT count(*) FROM stadium GROUP BY stadium ORDER BY count(*) DESC LIMIT 1
SELECT T1.name , T1.capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id WHERE T2.year = 2014 ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID JOIN singer AS T3 ON T2.Singer_ID = T3.Singer_ID WHERE T3.Year > 2013
SELECT YEAR FROM stadium GROUP BY YEAR
SELECT YEAR FROM stadium GROUP BY YEAR
SELECT T1.name FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id WHERE T2.name = 'Stadium'
SELECT T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Stadium_Name = 'Singer'
SELECT Country FROM singer WHERE age > 40 AND age < 30
SELECT T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID JOIN stadium_in_concert AS T3 ON T3.Stadium_ID = T2.Stadium_ID WHERE T3.Year = 2014
SELECT T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year = 2014
SELECT T1.Name , T1.Theme FROM concert AS T1 JOIN stadium AS T2 ON T1.Stadium_ID = T2.Stadium_ID JOIN singer AS T3 ON T2.Singer_ID = T3.Singer_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name , T1.Name , count(*) FROM singer AS T1 JOIN stadium AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT singer_name , count(*) FROM singer GROUP BY singer_name
SELECT T1.Name , count(*) FROM singer AS T1 JOIN concert AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM singer AS T1 JOIN concert AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN stadium AS T3 ON T2.Stadium_ID = T3.Stadium_ID WHERE T3.Year = 2014
SELECT T1.Name FROM singer AS T1 JOIN concert AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN stadium AS T3 ON T2.Stadium_ID = T3.Stadium_ID WHERE T3.Year = 2014
SELECT T1.Name , T1.Country FROM singer AS T1 JOIN song_name AS T2 ON T1.Song_Name = T2.Song_Name WHERE T2.Song_release_year = 'Hey'
SELECT T1.Name , T1.Country FROM singer AS T1 JOIN song_name AS T2 ON T1.Name = T2.Song_Name JOIN song_release_year AS T3 ON T2.YEAR = T3.YEAR WHERE T3.Title = 'Hey'
SELECT T1.Name , T1.Location FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID JOIN stadium_in_concert AS T3 ON T3.Stadium_ID = T2.Stadium_ID WHERE T3.Year = 2014 AND T3.Year = 2015
SELECT T1.Name , T1.Location FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID JOIN stadium_in_concert AS T3 ON T3.Stadium_ID = T3.Stadium_ID WHERE T3.Year = 2014 AND T3.Title = "Stadium"
SELECT count(*) FROM stadium WHERE capacity > (SELECT max(capacity) FROM stadium)
SELECT count(*) FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T1.stadium_id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM pets WHERE weight > 10
SELECT count(*) FROM pets WHERE weight > 10
SELECT weight FROM pets ORDER BY pet_age LIMIT 1
SELECT T1.weight FROM pets AS T1 JOIN pets AS T2 ON T1.petid = T2.petid WHERE T2.weight = 1.weight
SELECT max(weight) , pet_type FROM pets GROUP BY pet_type
SELECT max(weight) , type FROM pets GROUP BY type
SELECT count(*) FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid WHERE T2.age > 20
SELECT count(*) FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid WHERE T2.age > 20
SELECT count(*) FROM pets AS T1 JOIN pets AS T2 ON T1.petid = T2.petid WHERE T2.sex = "female" AND T1.pettype = "dog"
SELECT count(*) FROM pets AS T1 JOIN pets AS T2 ON T1.petid = T2.petid WHERE T2.sex = "female"
SELECT count(*) FROM pets
SELECT count(DISTINCT pet_type) FROM pets
SELECT pet_name FROM Student WHERE pet_type = 'cat' OR pet_type = 'dog'
SELECT pet_name FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid WHERE T2.pet_type = "cat" OR T2.pet_type = "dog"
SELECT pet_name FROM pets WHERE pet_type = "cat" AND pet_age = "dog"
SELECT T1.first_name , T1.last_name FROM pets AS T1 JOIN pets AS T2 ON T1.petid = T2.petid WHERE T2.pettype = "cats" AND T2.weight = "dogs"
SELECT major , age FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets WHERE pet_type = "cat")
SELECT Major , age FROM pets GROUP BY Major
SELECT T1.id FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid WHERE T2.pettype = 'cat'
SELECT StuID FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets WHERE pet_type = "cats")
SELECT fname , age FROM Student WHERE pet_type = 'dog' OR pet_type = 'cat'
SELECT T1.first_name FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid WHERE T2.has_pet = 'dog' AND T2.has_pet = 'cat'
SELECT pet_type , pet_weight FROM pets
SELECT pet_age , weight FROM pets GROUP BY pet_age
SELECT pet_id , weight FROM pets WHERE age > 1
SELECT pet_id , weight FROM pets WHERE age > 1
SELECT avg(age) , max(age) FROM pets
SELECT avg(age) , max(age) FROM pets
SELECT avg(weight) , pet_type FROM pets
SELECT avg(weight) , pet_type FROM pets
SELECT fname , age FROM Student WHERE pet_age = 1
SELECT T1.stu_name , T1.age FROM Student AS T1 JOIN Pets AS T2 ON T1.stu_id = T2.stu_id WHERE T2.pet_type = "pet"
SELECT pet_id FROM pets WHERE pet_name = 'Smith'
SELECT pet_id FROM pets WHERE pet_name = 'Smith'
SELECT count(*) , student_id FROM pets GROUP BY student_id
SELECT T1.stuid , count(*) FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid GROUP BY T2.stuid HAVING count(*) = 1
SELECT fname , sex FROM Student WHERE pet_age > 1
SELECT T1.firstname , T1.gender FROM pets AS T1 JOIN students AS T2 ON T1.petid = T2.petid WHERE T2.pettype = "pet" AND T2.weight = 1
SELECT T1.lastname FROM pets AS T1 JOIN student AS T2 ON T1.stuid = T2.stuid WHERE T2.age = 3
SELECT T1.lastname FROM pets AS T1 JOIN student AS T2 ON T1.stuid = T2.stuid WHERE T2.age = 3
SELECT avg(age) FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets)
SELECT avg(age) FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets)
SELECT count(*) FROM continents
SELECT count(*) FROM continents
SELECT continent_id , continent_name , count(*) FROM continents
SELECT continent , name , count(*) FROM continents
SELECT count(*) FROM countries
SELECT count(*) FROM countries
SELECT FullName , Id FROM car_makers GROUP BY FullName
SELECT FullName , Id , count(*) FROM car_makers GROUP BY Id
SELECT ModelId , Model FROM cars_data WHERE horsepower = min( horsepower )
SELECT Model FROM cars_data WHERE horsepower = (SELECT min(horsepower) FROM cars_data)
SELECT Model FROM cars_data WHERE Weight < (SELECT avg(Weight) FROM cars)
SELECT Model FROM cars_data WHERE Weight < (SELECT avg(Weight) FROM cars)
SELECT FullName FROM CAR_Makers WHERE Year = 1970
SELECT FullName FROM car_makers WHERE MakeId = 'Chrysler'
SELECT make , production_time FROM cars_data WHERE year = 2018
SELECT maker FROM cars_data WHERE make = 'car_makers' ORDER BY make LIMIT 1
SELECT DISTINCT model FROM car_makers WHERE make = '1980'
SELECT T1.model FROM car_makers AS T1 JOIN model_list AS T2 ON T1.id = T2.model_id WHERE T2.year = 1980
SELECT count(*) , continent FROM continents
SELECT FullName , Continent FROM continents ORDER BY Continent
SELECT country_name FROM countries ORDER BY country_name LIMIT 1
SELECT FullName FROM CAR_Makers GROUP BY FullName ORDER BY count(*) DESC LIMIT 1
SELECT count(*) , FullName FROM car_makers GROUP BY FullName
SELECT count(*) , FullName FROM car_makers GROUP BY FullName
SELECT Accelerate FROM car_names WHERE MakeId = "Hornet"
SELECT T1.accelerate FROM cars_data AS T1 JOIN car_names AS T2 ON T1.id = T2.car_name JOIN car_makers AS T3 ON T2.id = T3.maker WHERE T3.make = "Hornet"
SELECT count(*) FROM car_makers AS T1 JOIN car_names AS T2 ON T1.Id = T2.Id WHERE T2.FullName = "France"
SELECT count(*) FROM CAR_Makers WHERE Continent = "France"
SELECT count(*) FROM car_models AS T1 JOIN car_names AS T2 ON T1.Id = T2.Make = "US"
SELECT count(*) FROM car_models
SELECT avg(mpg) FROM cars_list WHERE MakeId = "4"
SELECT avg(MilesPerGallon) FROM CAR_NAMES GROUP BY CHOICE
SELECT min(Weight) FROM cars_data WHERE MakeId = "8" AND Cylinders = 1974
SELECT min(Weight) FROM cars_data WHERE MakeId = "Toyota" AND Cylinders = 8
SELECT FullName , Model FROM CAR_Makers
SELECT FullName , Model FROM CAR_Makers
SELECT FullName , id FROM CAR_Makers WHERE MakeId = 'Car_makers'
SELECT FullName , Id FROM CAR_Makers WHERE Make = 'Car'
SELECT count(*) FROM cars_data WHERE horsepower > 150
SELECT count(*) FROM cars_data WHERE horsepower > 150
SELECT avg(Weight) FROM cars_data AS T1 JOIN car_names AS T2 ON T1.Id = T2.Id WHERE T2.Make = "Toyota" AND T2.Year = "2020"
SELECT avg(Weight) , YEAR FROM cars_data GROUP BY YEAR
SELECT country FROM countries WHERE country_name = 'Europe'
SELECT FullName FROM CAR_Makers WHERE Continent = "Europe"
SELECT max(Hp) , Model FROM car_models WHERE cyl = 3
SELECT max(Horsepower) FROM model_list WHERE make = "Toyota"
SELECT max(MilesPerGallon) FROM model_list GROUP BY model_name
SELECT max(mpg) FROM car_models WHERE Make = 'Toyota'
SELECT avg(Horsepower) FROM cars_data WHERE MakeId = 'Toyota'
SELECT avg(Horsepower) FROM cars_data WHERE make = 'Toyota'
SELECT avg(edispl) FROM cars_data WHERE make = "volvo"
SELECT avg(edispl) FROM cars
SELECT max(accelerate) FROM cars_data WHERE cyl = 1
SELECT max(accelerate) FROM cars_data
SELECT model_name FROM cars_list GROUP BY model_name ORDER BY count(*) DESC LIMIT 1
SELECT model_name FROM car_lists GROUP BY model_name ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM cars_data WHERE cyl > 4
SELECT count(*) FROM cars_list WHERE Make = "Toyota" AND Cylinders > 4
SELECT count(*) FROM cars_data WHERE MakeId = 'T1980'
SELECT count(*) FROM cars_data WHERE make = 'Toyota'
SELECT count(*) FROM car_makers AS T1 JOIN car_names AS T2 ON T1.Id = T2.Make = "American Motor Company"
SELECT count(*) FROM car_makers AS T1 JOIN car_names AS T2 ON T1.Id = T2.Make = T2.Make = T2.Model WHERE T1.Make = "American"
SELECT FullName FROM car_makers WHERE MakeId = "Toyota"
SELECT FullName , Id FROM car_makers WHERE MakeId > 3
SELECT FullName FROM car_makers WHERE FullName LIKE "%General Motors%" OR FullName LIKE "%General Motors%" OR FullName LIKE "%General Motors%" OR FullName LIKE "%General Motors%" OR FullName LIKE "%General Motors%" OR FullName LIKE "%General Motors%" OR FullName LIKE "%General Motors%" OR FullName LIKE "%General Motors%" OR FullName LIKE "%General Motors%" OR FullName LIKE "%General Motors%" OR FullName LIKE "%General Motors%" OR FullName LIKE "%General Motors%" OR
SELECT T1.MakeId , T1.FullName FROM car_makers AS T1 JOIN model_list AS T2 ON T1.Id = T2.Model WHERE T2.Weight > 3500
SELECT Year FROM cars_data WHERE FullName = "car_makers" AND MPG < 3000 AND Cylinders > 4000
SELECT Year FROM cars_data WHERE Weight > 4000 AND Weight > 3000
SELECT horsepower FROM cars_data WHERE horsepower = (SELECT max( horsepower) FROM cars_data WHERE id = 'car_name' )
SELECT max(A) FROM cars_data WHERE horsepower = (SELECT max(A) FROM cars_data WHERE make = 'car_makers' )
SELECT count(*) FROM cars AS T1 JOIN car_names AS T2 ON T1.model_id = T2.model WHERE T2.make = "Volvo"
SELECT count(*) FROM cars_data WHERE make = 'Vauxhall'
SELECT count(*) FROM cars AS T1 JOIN cars_data AS T2 ON T1.id = T2.car_name JOIN cars_data AS T3 ON T2.id = T3.car_name JOIN car_names AS T4 ON T3.id = T4.car_name WHERE T4.accelerate > T2.accelerate
SELECT count(*) FROM cars_data WHERE horsepower > (SELECT max( horsepower) FROM cars)
SELECT count(*) FROM CAR_Makers WHERE Continent = 'USA'
SELECT count(*) FROM CAR_Makers WHERE Continent = 'USA'
SELECT count(*) FROM cars_list WHERE cyl > 6
SELECT count(*) FROM cars_list WHERE cyl = 6
SELECT max(Horsepower) FROM cars_data WHERE MakeId = "Ford"
SELECT FullName FROM car_names WHERE horsepower = (SELECT max( horsepower) FROM cars_data WHERE make = 'car_makers' )
SELECT makeid , makename FROM cars_list WHERE horsepower > 3
SELECT make_id , name FROM cars_data WHERE horsepower < 4
SELECT max(M) FROM cars_data WHERE Make = "Toyota" ORDER BY Make LIMIT 1
SELECT max(mpg) FROM cars_data WHERE MakeId = '8' OR FullName = '8' OR Edispl = '8' OR Year = 1980
SELECT ModelId FROM cars_list WHERE FullName = 'Ford Motor Company' OR FullName = 'Ford Motor Company' OR FullName = 'Ford Motor Company' OR FullName = 'Ford Motor Company' OR FullName = 'Ford Motor Company' OR FullName = 'Ford Motor Company' OR FullName = 'Ford Motor Company' OR FullName = 'Ford Motor Company' OR FullName = 'Ford Motor Company' OR FullName = 'Ford Motor Company' OR
SELECT T1.model_name FROM car_makers AS T1 JOIN cars_data AS T2 ON T1.id = T2.car_maker JOIN cars_data AS T3 ON T3.id = T2.car_maker JOIN car_names AS T4 ON T4.make = T3.make ORDER BY T4.year
SELECT FullName FROM CAR_Makers WHERE Continent != "USA"
SELECT FullName FROM countries WHERE Continent = 'USA'
SELECT id , make FROM car_makers WHERE cmp >= 2 AND cmp >= 3
SELECT id , maker FROM car_makers WHERE make = 'car_makers' AND cmin > 2 AND cmax > 3
SELECT id , name FROM countries WHERE country_name = 'fiat' ORDER BY count(*) DESC LIMIT 3
SELECT id , name FROM countries WHERE country = 'car_makers' ORDER BY count(*) DESC LIMIT 3
SELECT country FROM airports AS T1 JOIN airlines AS T2 ON T1.airlineCode = T2.airlineCode WHERE T2.airlineName = "JetBlue Airways"
SELECT country FROM jetbluair AS T1 JOIN airports AS T2 ON T1.airportcode = T2.airportcode WHERE T2.airportname = "Jetblue"
SELECT Abbreviation FROM Airlines AS T1 JOIN airports AS T2 ON T1.airlineCode = T2.airlineCode WHERE T1.airlineName = "JetBlue Airways"
SELECT Abbreviation FROM airlines WHERE Country = 'Jetblue'
SELECT airlineName , sourceAirport FROM airlines AS T1 JOIN airports AS T2 ON T1.airlineCode = T2.airlineCode WHERE T2.airportName = "USA"
SELECT T1.airlineName , T1.airportAbbrev FROM airlines AS T1 JOIN airports AS T2 ON T1.airlineCode = T2.airlineCode JOIN airports AS T3 ON T2.airportCode = T3.airportCode WHERE T3.country = "USA"
SELECT AirportName , AirportCode FROM airports AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode WHERE T1.city = "Anthony"
SELECT AirportName , AirportCode FROM airports AS T1 JOIN flights AS T2 ON T1.airportCode = T2.airportCode WHERE T1.city = "Anthony"
SELECT count(*) FROM airlines
SELECT count(*) FROM airlines
SELECT count(*) FROM airports
SELECT count(*) FROM airports
SELECT count(*) FROM flights
SELECT count(*) FROM flights
SELECT airline FROM airlines WHERE airline = 'UAL'
SELECT airline FROM airports WHERE abbreviation = 'UAL'
SELECT count(*) FROM airlines AS T1 JOIN airports AS T2 ON T1.airlineCode = T2.airlineCode WHERE T2.airportName = "USA"
SELECT count(*) FROM airlines AS T1 JOIN airports AS T2 ON T1.airline = T2.airline WHERE T2.airport = "USA"
SELECT city , country FROM airports AS T1 JOIN airports AS T2 ON T1.airportcode = T2.airportcode WHERE T2.airportname = "Alton"
SELECT city , country FROM airports AS T1 JOIN airports AS T2 ON T1.airportcode = T2.airportcode WHERE T1.airportname = "Alton"
SELECT AirportName FROM airports AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode WHERE T2.airportName = 'AKO'
SELECT airportName FROM airports AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode WHERE T2.airportName = 'AKO'
SELECT AirportName FROM airports AS T1 JOIN flights AS T2 ON T1.airportcode = T2.airportcode WHERE T2.city = 'Aberdeen'
SELECT AirportName FROM airports AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode WHERE T2.airportName = " Aberdeen"
SELECT count(*) FROM flights WHERE SourceAirport = 'APG'
SELECT count(*) FROM flights WHERE SourceAirport = 'APG'
SELECT count(*) FROM flights WHERE DestAirport = 'Ato'
SELECT count(*) FROM flights AS T1 JOIN airports AS T2 ON T1.airportcode = T2.airportcode WHERE T2.airportname = "Ato"
SELECT count(*) FROM flights WHERE city = 'Aberdeen'
SELECT count(*) FROM flights WHERE sourceairport = ' Aberdeen'
SELECT count(*) FROM flights WHERE city = ' Aberdeen'
SELECT count(*) FROM flights WHERE sourceairport = ' Aberdeen'
SELECT count(*) FROM flights WHERE city = 'Aberdeen' AND destination = 'Ashley'
SELECT count(*) FROM flights WHERE sourceairport = 'Aberdeen'
SELECT count(*) FROM flights WHERE SourceAirport = 'JetBlue Airways'
SELECT count(*) FROM airlines WHERE Airline = "Jetblue"
SELECT count(*) FROM flights WHERE SourceAirport = 'ASY'
SELECT count(*) FROM airports AS T1 JOIN flights AS T2 ON T1.airportcode = T2.airportcode WHERE T1.airportname = "ASY"
SELECT count(*) FROM flights WHERE SourceAirport = 'AHD'
SELECT count(*) FROM flights WHERE SourceAirport = 'AHD'
SELECT count(*) FROM flights WHERE city = 'Aberdeen'
SELECT count(*) FROM flights WHERE SourceAirport = 'Aberdeen'
SELECT city FROM flights GROUP BY city
SELECT city FROM airports GROUP BY city ORDER BY count(*) DESC LIMIT 1
SELECT city FROM flights GROUP BY city
SELECT city FROM airports ORDER BY count(*) DESC LIMIT 1
SELECT AirportName FROM flights GROUP BY AirportName ORDER BY count(*) DESC LIMIT 1
SELECT AirportCode FROM flights GROUP BY AirportCode ORDER BY count(*) DESC LIMIT 1
SELECT AirportName , SourceAirport FROM airports GROUP BY AirportName
SELECT AirportName FROM airports ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.airline , count(*) FROM airports AS T1 JOIN flights AS T2 ON T1.airline = T2.airline GROUP BY T1.airline
SELECT max(flights.airline) FROM flights AS t1 JOIN airports AS t2 ON t1.airportcode = t2.airportcode GROUP BY t1.airportcode ORDER BY count(*) DESC LIMIT 1
SELECT T1.airlineName , T1.country FROM flights AS T1 JOIN airlines AS T2 ON T1.airlineCode = T2.airlineCode JOIN airports AS T3 ON T3.airportCode = T2.airportCode WHERE T3.airportName < 5
SELECT T1.airlineName , T1.country FROM airports AS T1 JOIN flights AS T2 ON T1.airline = T2.airline WHERE T2.airport = "airlines" AND T2.airport = "airports"
SELECT T1.airline FROM airports AS T1 JOIN flights AS T2 ON T1.airportcode = T2.airportcode WHERE T2.airportname = 'AHD'
SELECT T1.sourceairport FROM airports AS T1 JOIN flights AS T2 ON T1.airportcode = T2.airportcode WHERE T2.sourceairport = "HD"
SELECT Airline FROM airports WHERE SourceAirport = 'AHD'
SELECT T1.airportcode , T2.airportname FROM airports AS T1 JOIN flights AS T2 ON T1.airportcode = T2.airportcode WHERE T1.airportname = "HD"
SELECT T1.airline FROM airports AS T1 JOIN flights AS T2 ON T1.airportcode = T2.airportcode WHERE T2.airportname = 'APG' AND T2.airportcode = 'CVO'
SELECT T1.Airline , T2.DestAirport FROM airports AS T1 JOIN flights AS T2 ON T1.Airline = T2.Airline WHERE T2.DestAirport = 'APG' AND T2.SourceAirport = 'CVO'
SELECT T1.airline FROM airports AS T1 JOIN flights AS T2 ON T1.airportcode = T2.airportcode WHERE T2.airportname = 'CVO' AND T2.airportcode = 'APG'
SELECT T1.Airline , T2.DestAirport FROM flights AS T1 JOIN airports AS T2 ON T1.Airline = T2.AirportCode JOIN airlines AS T3 ON T3.Airline = T3.AirportCode WHERE T3.DestAirport = "CVO"
SELECT airline FROM flights WHERE sourceairport = 'airlines' AND sourceairport = 'airports'
SELECT T1.airline , T1.airportcode FROM flights AS T1 JOIN airports AS T2 ON T1.airportcode = T2.airportcode JOIN airlines AS T3 ON T3.airline = T2.airline WHERE T3.airportcode = "airports"
SELECT airline FROM flights WHERE sourceairport < 200
SELECT T1.airline , count(*) FROM flights AS T1 JOIN airports AS T2 ON T1.airportcode = T2.airportcode GROUP BY T1.airline
SELECT flightNo FROM flights WHERE airline = "United Airlines"
SELECT flightNo FROM flights WHERE sourceairport = 'United Airlines'
SELECT flightNo FROM flights WHERE AirportName = "APG"
SELECT T1.FlightNo FROM flights AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode WHERE T2.sourceairport = "APG"
SELECT flightNo FROM flights WHERE SourceAirport = "APG"
SELECT T1.FlightNo FROM flights AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode WHERE T2.airportName = 'APG'
SELECT flightNo FROM flights WHERE city = "Aberdeen"
SELECT T1.FlightNo FROM flights AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode WHERE T2.sourceairport = " Aberdeen"
SELECT flightNo FROM flights WHERE city = "Aberdeen"
SELECT T1.FlightNo FROM flights AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode WHERE T2.airportName = " Aberdeen"
SELECT count(*) FROM flights WHERE city = "Aberdeen" OR city = "Abilene"
SELECT count(*) FROM flights WHERE city = 'Abelene' OR city = 'Aberdeen'
SELECT T1.airportName FROM airports AS T1 JOIN flights AS T2 ON T1.airportCode = T2.airportCode WHERE T2.sourceairport = 'airports.airportcode'
SELECT AirportName FROM airports WHERE SourceAirport != "departing" AND DestAirport != "arriving"
SELECT count(*) FROM employee
SELECT count(*) FROM employee
SELECT employee_name FROM employee ORDER BY employee_age
SELECT T1.Name FROM employee AS T1 JOIN hiring AS T2 ON T1.Employee_ID = T2.Employee_ID JOIN shop AS T3 ON T3.Shop_ID = T2.Shop_ID JOIN manager AS T4 ON T4.Manager_name = T3.Manager_name WHERE T4.Age = 20
SELECT count(*) FROM employee AS T1 JOIN employee_id AS T2 ON T1.employee_id = T2.employee_id WHERE T2.city = "New York"
SELECT count(*) FROM employee GROUP BY city
SELECT District FROM employee WHERE age < 30
SELECT District FROM employee WHERE age > 30
SELECT count(*) FROM employee AS T1 JOIN employee_locations AS T2 ON T1.employee_id = T2.employee_id WHERE T2.location = 'USA'
SELECT count(*) FROM employee GROUP BY LOCATION
SELECT manager_name , district FROM employee GROUP BY manager_name ORDER BY count(*) DESC LIMIT 1
SELECT manager_name , district FROM employee GROUP BY manager_name
SELECT min(num_products) , max(num_products) FROM employee
SELECT min(num_products) , max(num_products) FROM employee
SELECT name , location , district FROM shop ORDER BY count(*) DESC
SELECT name , location , district FROM employee ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM employee AS T1 JOIN shopping AS T2 ON T1.Employee_ID = T2.Employee_ID JOIN shop AS T3 ON T2.Shop_ID = T3.Shop_ID WHERE T3.Number_products > (SELECT avg(number_products) FROM shopping)
SELECT T1.name FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id WHERE T2.avg_product_count > (SELECT avg_product_count FROM employee)
SELECT T1.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID JOIN hiring AS T3 ON T3.Employee_ID = T2.Employee_ID WHERE T3.Bonus > 1
SELECT employee_name FROM evaluation GROUP BY employee_name ORDER BY count(*) DESC LIMIT 1
SELECT employee_name FROM employee ORDER BY salary LIMIT 1
SELECT employee_name FROM employee ORDER BY salary LIMIT 1
SELECT T1.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID JOIN award AS T3 ON T2.Employee_ID = T3.Employee_ID WHERE T3.Bonus = 1
SELECT T1.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID JOIN hiring AS T3 ON T3.Employee_ID = T2.Employee_ID WHERE T3.Is_full_time = 'Never'
SELECT T1.Name FROM employee AS T1 JOIN hiring AS T2 ON T1.Employee_ID = T2.Employee_ID JOIN shop AS T3 ON T3.Shop_ID = T2.Shop_ID WHERE T3.Number_products > (SELECT max(number_products) FROM employee AS T1 JOIN hiring AS T2 ON T1.Employee_ID = T2.Employee_ID WHERE T3.Start_from = '2022-01-01'
SELECT shop_name FROM employee ORDER BY count(*) DESC LIMIT 1
SELECT name FROM employee WHERE employee_id NOT IN (SELECT employee_id FROM employee)
SELECT name FROM employee ORDER BY count(*) DESC LIMIT 1
SELECT count(*) , shop_name FROM employee GROUP BY shop_name
SELECT count(*) , shop.name FROM employee AS t1 JOIN employee AS t2 ON t1.employee_id = t2.employee_id JOIN shop AS t3 ON t2.shop_id = t3.shop_id WHERE t3.start_from = '2022-01-01'
SELECT sum(bonus) FROM evaluation
SELECT sum(bonus) FROM evaluation
SELECT T1.Name , T1.Location FROM employee AS T1 JOIN hiring AS T2 ON T1.Employee_ID = T2.Employee_ID JOIN shop AS T3 ON T3.Shop_ID = T2.Shop_ID WHERE T3.Start_from = '2018-01-01'
SELECT T1.Name , T1.Location FROM employee AS T1 JOIN hiring AS T2 ON T1.Employee_ID = T2.Employee_ID JOIN shop AS T3 ON T3.Shop_ID = T2.Shop_ID WHERE T3.Start_from = '2018'
SELECT District FROM employee ORDER BY District LIMIT 3000
SELECT District FROM employee WHERE min(Product_price) < 30000 AND min(Product_price) > 100000
SELECT count(DISTINCT LOCATION) FROM employee
SELECT count(DISTINCT location) FROM employee
SELECT count(*) FROM Documents
SELECT count(*) FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents
SELECT document_name , template_id FROM documents WHERE document_description = 'w'
SELECT T1.Template_ID , T2.Template_ID FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID WHERE T1.Template_Type_Code = "w"
SELECT document_id , template_id , description FROM documents WHERE document_name = "Robbin CV"
SELECT document_id , template_id , description FROM documents WHERE document_name = "Robbin CV"
SELECT count(DISTINCT T1.Template_ID) FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Templates
SELECT count(*) FROM documents WHERE template_type_code = 'PPT'
SELECT count(*) FROM documents WHERE template_type_code = "PTP"
SELECT template_id , count(*) FROM Templates
SELECT T1.Template_ID , count(*) FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_ID , T1.Template_Type_Code FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_ID , T1.Template_Type_Code FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID JOIN Documents AS T3 ON T2.Template_ID = T3.Template_ID WHERE T3.Template_Name = "More than one document"
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Name = "More than a single document"
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Name = "document"
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Type_Code != "Ref_Template_Types"
SELECT count(*) FROM Ref_Template_Types
SELECT count(*) FROM Templates
SELECT template_id , version_number , template_type_code FROM Templates
SELECT T1.Template_ID , T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_ID = T1.Template_ID
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_ID = 1
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_ID = 1
SELECT T1.Template_ID FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Type_Description = "PP" OR T2.Template_Type_Description = "PTP"
SELECT T1.Template_ID FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Name = "PP" OR T2.Template_Name = "PTP"
SELECT count(*) FROM Ref_Template_Types WHERE Template_Type_Code = 'CV'
SELECT count(*) FROM Templates AS T1 JOIN Ref_Template_Types AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Type_Description = "CV"
SELECT T1.Template_ID , T1.Template_Type_Code FROM Templates AS T1 JOIN Ref_Template_Types AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Version_Number > 5
SELECT T1.Version_Number , T2.Template_Type_Code FROM Templates AS T1 JOIN Ref_Template_Types AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T1.Version_Number > 5
SELECT template_type_code , count(*) FROM ref_template_types
SELECT T1.Template_Type_Code , count(*) FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_ID
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_Type_Code FROM Templates AS T1 JOIN Ref_Template_Types AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T2.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Description < 3
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_ID < 3
SELECT min(Version_Number) , template_type_code FROM Ref_Template_Types
SELECT T1.Template_ID , T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_ID = T1.Template_ID
SELECT template_type_code FROM documents WHERE document_name = "Data base"
SELECT template_type_code FROM documents WHERE document_name = "Data base"
SELECT Document_Name FROM Templates WHERE Template_Type_Code BK
SELECT Document_Name FROM documents WHERE Template_ID = 'BK'
SELECT T1.Template_Type_Code , count(*) FROM Ref_Template_Types AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_Type_Code
SELECT T1.Template_Type_Code , count(*) FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_Type_Code
SELECT T1.Template_Type_Code FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Type_Code = "Template_Type_Code"
SELECT template_type_code FROM documents WHERE document_name = "template_type"
SELECT T1.Template_Type_Code FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Type_Description = 'not used'
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Type_Code != "Template_Type_Code"
SELECT T1.Template_Type_Code , T1.Template_Description FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code JOIN Documents AS T3 ON T3.Template_ID = T2.Template_ID JOIN Paragraphs AS T4 ON T4.Template_ID = T3.Template_ID WHERE T4.Template_Description = "Ref_Template_Types"
SELECT T1.Template_Type_Code , T1.Template_Description FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_ID = "Ref_Template_Types"
SELECT T1.Template_Type_Description FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Type_Description = "AD"
SELECT template_type_description FROM ref_template_types WHERE template_type_code = "AD"
SELECT template_type_code FROM template_types WHERE template_type_description = "Book"
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Description = "Book"
SELECT DISTINCT Template_Type_Description FROM Templates
SELECT T1.Template_Description FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Name = "Template_Description"
SELECT T1.Template_ID FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Description = "Presentation"
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Description = 'Presentation'
SELECT count(*) FROM Paragraphs
SELECT count(*) FROM Paragraphs
SELECT count(*) FROM Documents WHERE Document_Name = 'Summer Show'
SELECT count(*) FROM Documents WHERE Document_Name = 'Summer Show'
SELECT Document_Description FROM Paragraph WHERE Document_Name = 'Korea'
SELECT Document_Description FROM Paragraph WHERE Document_Name = 'Korea'
SELECT Document_ID , Document_Text FROM Documents WHERE Document_Name = 'Welcome to NY'
SELECT Document_ID , Document_Text FROM Documents WHERE Document_Name = 'Welcome to NY'
SELECT Document_Text FROM Documents WHERE Document_ID = "Customer reviews"
SELECT Document_Text FROM Documents WHERE Document_Name = 'Customer reviews'
SELECT document_id , count(*) FROM documents ORDER BY document_id
SELECT document_id , count(*) FROM documents ORDER BY document_id
SELECT Document_ID , Document_Name , Document_Description , Other_Details FROM Documents
SELECT Document_ID , Document_Name , Other_Details FROM Documents
SELECT Document_ID FROM Documents WHERE Document_Description > 2
SELECT Document_ID FROM Documents WHERE Document_Description = "2" ORDER BY Document_ID LIMIT 1
SELECT Document_ID , Document_Name FROM Documents GROUP BY Document_ID ORDER BY count(*) DESC LIMIT 1
SELECT document_ID , document_name FROM Documents GROUP BY document_ID ORDER BY count(*) DESC LIMIT 1
SELECT Document_ID FROM Documents WHERE Document_Description = "Paragraph"
SELECT document_ID FROM Documents WHERE Document_Description = 'fewer paragraphs'
SELECT Document_ID FROM Documents WHERE Document_Description = "1 to 2"
SELECT Document_ID FROM Documents WHERE Document_Description = (SELECT Document_ID FROM Documents WHERE Document_Name = "Paragraphs")
SELECT Document_ID FROM Documents WHERE Document_Name = 'Brazil' AND Other_Details = 'Ireland'
SELECT Document_ID FROM Documents WHERE Document_Name = 'Brazil' AND Other_Details = 'Ireland'
SELECT count(*) FROM teacher
SELECT count(*) FROM teacher
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T2.Course_ID = T3.Course_ID JOIN course_arrange AS T4 ON T3.Course_ID = T4.Course_ID JOIN course AS T5 ON T3.Course_ID = T5.Course_ID JOIN course_arrange AS T6 ON T4.Course_ID = T6.Course_
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T2.Course_ID = T3.Course_ID JOIN course_arrange AS T4 ON T3.Course_ID = T4.Course_ID JOIN course AS T5 ON T3.Course_ID = T5.Course_ID JOIN course_arrange AS T6 ON T4.Course_ID = T6.Course_
SELECT T1.Hometown , T1.Grade FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T2.Course_ID = T3.Course_ID WHERE T3.Grade = 'M'
SELECT T1.Hometown , T1.Grade FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T2.Course_ID = T3.Course_ID WHERE T3.Grade = 'M'
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN student AS T3 ON T2.Teacher_ID = T3.Teacher_ID WHERE T3.Hometown != "Little Lever Urban District"
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN student AS T3 ON T2.Teacher_ID = T3.Teacher_ID WHERE T3.Hometown != "Little Lever Urban District"
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T2.Course_ID = T3.Course_ID WHERE T3.Age = 32 OR T3.Age = 33
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T2.Course_ID = T3.Course_ID WHERE T3.Age = 32 OR T3.Age = 33
SELECT Hometown FROM teacher ORDER BY Hometown DESC LIMIT 1
SELECT T1.Hometown FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown = "New York"
SELECT Hometown , count(*) FROM teacher GROUP BY Hometown
SELECT count(*) FROM teacher GROUP BY Hometown
SELECT Hometown FROM teacher
SELECT Hometown FROM teacher GROUP BY Hometown HAVING COUNT(*) > 1
SELECT Hometown FROM teacher GROUP BY Hometown HAVING COUNT(*) > 2
SELECT T1.town FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.course_id = T2.course_id JOIN course AS T3 ON T2.course_id = T3.course_id WHERE T3.town = 'T1'
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T3.Course_ID = T2.Course_ID JOIN course_arrange AS T4 ON T4.Course_ID = T3.Course_ID JOIN course AS T5 ON T5.Course_ID = T4.Course_ID JOIN course_arrange AS T6 ON T6.Course_ID =
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T3.Course_ID = T2.Course_ID WHERE T3.Grade = 'Master'
SELECT T1.Name , T2.Hometown FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T3.Course_ID = T2.Course_ID ORDER BY T3.Hometown
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T3.Course_ID = T2.Course_ID JOIN course_arrange AS T4 ON T4.Course_ID = T3.Course_ID JOIN course AS T5 ON T5.Course_ID = T4.Course_ID JOIN course_arrange AS T6 ON T6.Course_ID =
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Grade = 'Math'
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T2.Course_ID = T3.Course_ID WHERE T3.Grade = 'Math'
SELECT T1.Name , count(*) FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T2.Course_ID = T3.Course_ID GROUP BY T2.Name
SELECT T1.Name , count(*) FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T3.Course_ID = T2.Course_ID JOIN course_arrange AS T4 ON T4.Course_ID = T3.Course_ID GROUP BY T1.Name
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T2.Course_ID = T3.Course_ID WHERE T3.Grade = 2
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T2.Course_ID = T3.Course_ID WHERE T3.Grade = 2
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T2.Course_ID = T3.Course_ID WHERE T3.Hometown = 'USA'
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T3.Course_ID = T2.Course_ID WHERE T3.Hometown != "USA"
SELECT count(*) FROM visit WHERE age < 30
SELECT T1.Name FROM visitor AS T1 JOIN visit AS T2 ON T1.ID = T2.Museum_ID JOIN museum AS T3 ON T3.Museum_ID = T3.Museum_ID JOIN visitor AS T4 ON T4.ID = T3.ID JOIN visit AS T5 ON T5.ID = T4.ID JOIN visit AS T6 ON T6.ID = T5.ID JOIN visit AS T7 ON T7.ID = T6.ID JO
SELECT avg(age) FROM visit WHERE membership_level != 4
SELECT T1.Name , T1.Level_of_membership , T1.Age FROM visitor AS T1 JOIN visit AS T2 ON T1.ID = T2.Museum_ID JOIN museum AS T3 ON T3.Museum_ID = T2.Museum_ID GROUP BY T1.Name ORDER BY T1.Age
SELECT T1.ID , T1.Name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T2.ID ORDER BY count(*) DESC LIMIT 1
SELECT avg(num_of_staff) FROM visit WHERE open_year > 2009
SELECT T1.open_year , T1.staff_number FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T2.name = "Plaza"
SELECT T1.Name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID JOIN museum_open AS T3 ON T2.Museum_ID = T3.Museum_ID WHERE T3.Open_Year > 2010
SELECT T1.id , T1.name , T1.age FROM visitor AS T1 JOIN visit AS T2 ON T1.id = T2.Museum_ID JOIN museum AS T3 ON T3.Museum_ID = T2.Museum_ID WHERE T3.open_year > 1
SELECT T1.ID , T1.Name , T1.Level_of_membership FROM visitor AS T1 JOIN visit AS T2 ON T1.ID = T2.ID JOIN museum AS T3 ON T3.Museum_ID = T3.Museum_ID WHERE T3.Open_Year > 100
SELECT T1.id , T1.name FROM visit AS T1 JOIN museum AS T2 ON T1.id = T2.Museum_ID JOIN visitor AS T3 ON T2.id = T3.ID WHERE T3.open_year > 2018
SELECT T1.Name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T2.Open_Year = "2018"
SELECT T1.Name , T1.Age FROM visitor AS T1 JOIN visit AS T2 ON T1.ID = T2.Museum_ID JOIN museum AS T3 ON T3.Museum_ID = T2.Museum_ID WHERE T3.Open_Year > 2018
SELECT avg(ticket_bought) , max(ticket_bought) FROM visit
SELECT T1.total_spent FROM visit AS T1 JOIN visitor AS T2 ON T1.id = T2.visit_id JOIN museum AS T3 ON T3.museum_id = T3.museum_id WHERE T3.membership_level = 1
SELECT T1.Name FROM visitor AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID JOIN museum_opened AS T3 ON T2.Museum_ID = T3.Museum_ID WHERE T3.Open_Year > 2009 AND T3.Open_Year > 2011
SELECT count(*) FROM visit WHERE open_year > 2010
SELECT count(*) FROM visit WHERE open_year > 2013 OR open_year < 2008






























































SELECT count(*) FROM battle AS T1 JOIN ship AS T2 ON T1.id = T2.id WHERE T2.name = 'Captured'
SELECT name , tonnage FROM ship ORDER BY tonnage DESC
SELECT name , date , result FROM battle
SELECT max(DISTINCT death) , min(DISTINCT death) FROM death
SELECT avg(injuries) , count(*) FROM death
SELECT T1.name , T1.disposition_of_ship FROM death AS T1 JOIN battle AS T2 ON T1.id = T2.battle AS T2 JOIN ship AS T3 ON T3.id = T2.battle AS T3 JOIN injured AS T4 ON T4.name = T3.name WHERE T4.name = 't'
SELECT name , result FROM battle WHERE bulgarian_commander != 'Boril'
SELECT T1.id , T1.name FROM battle AS T1 JOIN ship AS T2 ON T1.id = T2.battle AS T2 JOIN battle.battle AS T3 ON T3.id = T2.battle AS T3 JOIN ship AS T4 ON T4.id = T3.battle AS T4 JOIN battle.battle AS T5 ON T5.id = T4.battle AS T5 JOIN battle.battle AS T6 ON T6.id = T
SELECT id , name FROM battle WHERE lost_in_battle > 10
SELECT ship_id , name FROM death GROUP BY ship_id HAVING count(*) > 1
SELECT DISTINCT name FROM battle WHERE name = 'Kaloyan' AND bulgarian_commander = 'Baldwin I'
SELECT count(DISTINCT result) FROM battle
SELECT count(*) FROM battle WHERE tonnage = 225
SELECT name , date FROM battle WHERE name = 'Lettice' AND ship_type = 'Atalanta'
SELECT name , result FROM battle WHERE lost_in_battle = 'English Channel'
SELECT T1.note FROM death AS T1 JOIN battle AS T2 ON T1.id = T2.battle AS T2 JOIN ship AS T3 ON T3.id = T2.battle AS T3 JOIN battle AS T4 ON T4.id = T3.battle AS T4 JOIN ship AS T5 ON T5.id = T3.battle AS T5 JOIN battle AS T6 ON T6.id = T4.battle AS T6 JOIN battle AS T7 ON T
SELECT address_details FROM Addresses WHERE address_id = '123456789'
SELECT first_name , last_name FROM Addresses
SELECT count(*) FROM courses
SELECT count(*) FROM courses
SELECT T1.course_description FROM courses AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.course_name = "Math"
SELECT DISTINCT course_description FROM courses
SELECT zip_postcode FROM Addresses WHERE city = "Port Chelsea"
SELECT zip_postcode FROM addresses WHERE address_id = 'Port Chelsea'
SELECT department_name , department_id FROM courses GROUP BY department_name
SELECT department_name , department_id FROM courses GROUP BY department_id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM departments
SELECT count(DISTINCT department_id) FROM departments
SELECT count(DISTINCT name) FROM Degree_programs
SELECT count(DISTINCT degree_summary_name) FROM degrees
SELECT count(*) FROM department
SELECT count(*) FROM department
SELECT T1.name , T1.description FROM sections AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT T1.name , T1.description FROM sections AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT course_name , course_id FROM courses AS T1 JOIN sections AS T2 ON T1.course_id = T2.course_id WHERE T2.section_id = 2
SELECT course_name , course_id FROM courses AS T1 JOIN sections AS T2 ON T1.course_id = T2.course_id WHERE T2.section_name < 2
SELECT T1.section_name FROM sections AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id JOIN student_enrolment_courses AS T3 ON T3.student_enrolment_id = T2.student_enrolment_id JOIN student_enrolment_courses AS T4 ON T4.student_enrolment_id = T3.student_enrolment_id JOIN student_enrolment_courses AS T5 ON T5.student_
SELECT T1.name FROM sections AS T1 JOIN sections AS T2 ON T1.address_id = T2.address_id JOIN courses AS T3 ON T3.course_id = T2.course_id JOIN student_enrolment AS T4 ON T4.student_id = T3.student_id WHERE T4.first_name = "John" AND T4.last_name = "Smith"
SELECT T1.semester_id , T2.student_id FROM student_enrolment_courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT T1.student_name , T1.student_id FROM student_enrolment_courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id GROUP BY T2.student_id ORDER BY count(*) DESC LIMIT 1
SELECT department_name FROM department WHERE department_name LIKE "%computer%"
SELECT department_description FROM courses WHERE course_name = "Computer"
SELECT T1.first_name , T1.middle_name , T1.last_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN courses AS T3 ON T2.course_id = T3.course_id WHERE T3.semester_id = 2
SELECT T1.first_name , T1.middle_name , T1.last_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN courses AS T3 ON T3.course_id = T2.course_id WHERE T3.semester_id = 2
SELECT T1.first_name , T1.middle_name , T1.last_name FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN Student_Enrolment_Courses AS T3 ON T3.student_enrolment_id = T2.student_enrolment_id WHERE T3.first_name = "John" AND T3.middle_name =
SELECT T1.first_name , T1.middle_name , T1.last_name FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN Student_Enrolment_Courses AS T3 ON T3.student_enrolment_id = T2.student_enrolment_id JOIN Course_details AS T4 ON T4.course_id = T3.course
SELECT T1.department_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id WHERE T2.student_enrolment_id = 1
SELECT DISTINCT degree_summary_name FROM Student_Enrolment_Courses GROUP BY degree_summary_name
SELECT program_id , summary_id FROM student_enrolment_courses
SELECT program_id , summary_id FROM Degree_Programs GROUP BY program_id
SELECT T1.student_enrolment_id , T1.first_name , T1.middle_name , T1.last_name , count(*) FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T1.student_enrolment_id HAVING count(*) > 1
SELECT T1.first_name , T1.middle_name , T1.last_name , T1.cell_mobile_number , T1.date_first_registered , T1.date_left , T1.other_details FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN student_enrolment_courses AS T3 ON T2.student_enrolment_id
SELECT semester_name FROM Student_Enrolment
SELECT T1.semester_name FROM student_enrolment_courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN student_enrolment_courses AS T3 ON T3.student_enrolment_id = T2.student_enrolment_id WHERE T3.semester_id = "Semester"
SELECT course_name FROM courses WHERE student_enrolment_id = 'student_enrolment_courses'
SELECT T1.course_name FROM courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.course_id = T2.course_id JOIN student_enrolment_courses AS T3 ON T2.student_id = T3.student_id WHERE T3.student_enrolment_details = 'yes'
SELECT course_name FROM courses GROUP BY course_name ORDER BY count(*) DESC LIMIT 1
SELECT course_name FROM student_enrolment_courses GROUP BY course_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.student_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id WHERE T2.state_province_county = 'North Carolina' AND T2.other_details = 'None'
SELECT T1.student_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id WHERE T2.student_name = "North Carolina" AND T2.other_details = "None"
SELECT date_first_registered , other_details FROM Transcript_Contents WHERE course_id = 'Transcripts'
SELECT date_first_registered , id FROM Transcript_Contents WHERE course_id = 'Transcripts'
SELECT phone_number FROM man WHERE first_name = "Timmothy" AND last_name = "Ward"
SELECT phone_number FROM student_enrolment_courses WHERE student_name = "Timmothy Ward"
SELECT T1.first_name , T1.middle_name , T1.last_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN student_enrolment_courses AS T3 ON T3.student_enrolment_id = T2.student_enrolment_id WHERE T3.first_name = "John" AND T3.middle_name = "
SELECT T1.first_name , T1.middle_name , T1.last_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN courses AS T3 ON T3.course_id = T2.course_id WHERE T3.first_name = "John" AND T3.middle_name = "John" AND T3.last_name = "John
SELECT T1.first_name , T1.middle_name , T1.last_name FROM graduates AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.middle_name = "Smith" AND T2.last_name = "Smith"
SELECT T1.first_name , T1.middle_name , T1.last_name FROM courses AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.middle_name = "John" AND T2.last_name = "John"
SELECT T1.first_name , T1.last_name FROM addresses AS T1 JOIN student_enrolment AS T2 ON T1.address_id = T2.address_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT T1.first_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id WHERE T2.permanent_address_id = 'different'
SELECT address_id , count(*) FROM Addresses GROUP BY address_id
SELECT T1.address_id , T2.line_1 , T2.line_2 FROM addresses AS T1 JOIN student_enrolment AS T2 ON T1.address_id = T2.address_id GROUP BY T1.address_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.transcript_date FROM transcript_contents AS T1 JOIN transcript_contents AS T2 ON T1.transcript_id = T2.transcript_id WHERE T2.transcript_date = '2018-01-01'
SELECT avg(transcript_date) FROM Transcript_Contents
SELECT date_first_registered , other_details FROM Transcript_Contents
SELECT date_first_registered , other_details FROM Transcript_Contents
SELECT count(*) FROM Transcript_Contents
SELECT count(*) FROM Transcript_Contents
SELECT T1.transcript_date FROM transcript_contents AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_course_id = T2.student_course_id WHERE T2.student_enrolment_id = T3.student_enrolment_id
SELECT T1.transcript_date FROM transcript_contents AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_course_id = T2.student_course_id WHERE T2.student_enrolment_id = '2022-01-01'
SELECT count(*) FROM Student_Enrolment_Courses WHERE enrollment_id = 'S'
SELECT max(t1.max_time) , t1.student_enrolment_id FROM student_enrolment AS t1 JOIN transcript_contents AS t2 ON t1.student_enrolment_id = t2.student_enrolment_id JOIN transcript_contents AS t3 ON t2.transcript_id = t3.transcript_id WHERE t3.student_course_id = 'Courses'
SELECT T1.transcript_id , count(*) FROM transcript AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id GROUP BY T2.transcript_id HAVING count(*) < 1
SELECT t1.transcript_id , t1.date FROM transcript AS t1 JOIN student_enrolment_courses AS t2 ON t1.student_id = t2.student_id JOIN student_enrolment_courses AS t3 ON t2.student_id = t3.student_id WHERE t3.student_enrolment_id < 1
SELECT semester_id FROM student_enrolment_courses WHERE student_enrolment_id = (SELECT student_enrolment_id FROM student_enrolment_courses WHERE course_id = (SELECT course_id FROM student_enrolment_courses WHERE semester_id = (SELECT semester_id FROM student_enrolment_courses WHERE semester_id = (SELECT semester_id FROM student_enrolment_courses WHERE semester_id = (SELECT semester_id FROM student_enrolment_courses WHERE semester_id = (
SELECT T1.semester_id FROM courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.course_id = T2.course_id WHERE T2.major = "Master" AND T2.minor = "Bachelor"
SELECT count(*) FROM Addresses
SELECT address_id FROM Addresses WHERE student_enrolment_id = 'student_enrolment_students'
SELECT T1.student_details FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id JOIN student_enrolment_courses AS T3 ON T2.student_id = T3.student_id JOIN transcript_courses AS T4 ON T4.transcript_id = T3.transcript_id JOIN student_enrolment_courses AS T5 ON T5.student_id = T4.student_id JOIN student_
SELECT other_details FROM student_enrolment
SELECT T1.section_name FROM sections AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT DISTINCT T1.description FROM sections AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id WHERE T2.course_name = "section"
SELECT T1.first_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN student_enrolment_details AS T3 ON T3.student_enrolment_id = T2.student_enrolment_id WHERE T3.country = "Haiti" ORDER BY T3.cell_mobile_number
SELECT T1.first_name , T1.last_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id WHERE T2.cell_mobile_number = 09700166582
SELECT T1.Title FROM TV_series AS T1 JOIN cartoon AS T2 ON T1.id = T2.id JOIN cartoon_category AS T3 ON T3.category = T2.category WHERE T3.title = "Cartoon"
SELECT T1.Title FROM TV_series AS T1 JOIN cartoon AS T2 ON T1.id = T2.id ORDER BY T2.Title
SELECT T1.Title FROM cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id JOIN TV_channels AS T3 ON T2.channel = T3.channel WHERE T3.Directed_by = "Ben Jones"
SELECT T1.Title FROM T1 AS T1 JOIN T2 AS T2 ON T1.id = T2.T1 JOIN T3 AS T3 ON T2.T1 = T3.T2 JOIN T4 AS T4 ON T3.T1 = T4.T2 JOIN T5 AS T5 ON T4.T1 = T5.T2 JOIN T6 AS T6 ON T5.T1 = T6.T2 JOIN T7 AS T7 ON T6.T1
SELECT count(*) FROM TV_series AS T1 JOIN cartoon AS T2 ON T1.id = T2.id WHERE T2.Title = "Joseph Kuhr"
SELECT count(*) FROM carto AS T1 JOIN tv_series AS T2 ON T1.id = T2.series_name JOIN tv_series AS T3 ON T2.id = T3.series_name JOIN tv_channel AS T4 ON T3.id = T4.channel WHERE T4.production_code = "Joseph Kuhr"
SELECT T1.Title , T2.Directed_by FROM TV_series AS T1 JOIN cartoon AS T2 ON T1.id = T2.id ORDER BY T1.air_date
SELECT T1.Title , T1.Directed_by FROM TV_series AS T1 JOIN cartoon AS T2 ON T1.id = T2.id ORDER BY T2.air_date
SELECT T1.Title FROM cartoon AS T1 JOIN tv_series AS T2 ON T1.id = T2.series_name JOIN tv_channel AS T3 ON T2.id = T3.channel WHERE T3.Directed_by = "Ben Jones" ORDER BY T3.Channel
SELECT T1.Title FROM cartoon AS T1 JOIN tv_series AS T2 ON T1.id = T2.series_name JOIN tv_channels AS T3 ON T2.channel = T3.channel WHERE T3.Directed_by = "Ben Jones" ORDER BY T3.Channel
SELECT country , count(*) FROM TV_channel GROUP BY country
SELECT country , count(*) FROM TV_channel GROUP BY country
SELECT count(*) FROM TV_channel
SELECT count(DISTINCT T1.title) , count(DISTINCT T2.content) FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.title ORDER BY count(DISTINCT T2.content) DESC LIMIT 1
SELECT T1.Title FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.Series_name = "Sky Radio"
SELECT T1.Title FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.channel WHERE T2.title = "Sky Radio"
SELECT Package_Option FROM TV_channel WHERE Series_name = "Sky Radio"
SELECT Package_Option FROM TV_channel WHERE Series_name = "Sky Radio"
SELECT count(*) FROM TV_channel WHERE LANGUAGE = "English"
SELECT count(*) FROM TV_channel WHERE LANGUAGE = "english"
SELECT LOCATION , LANGUAGE FROM TV_channel GROUP BY LANGUAGE
SELECT LOCATION , LOCATION FROM TV_channels GROUP BY LOCATION
SELECT LANGUAGE , count(*) FROM TV_channels
SELECT LANGUAGE FROM TV_channel GROUP BY LANGUAGE
SELECT TV_channel FROM TV_channel WHERE title = "The Rise of the Blue Beetle!"
SELECT T1.title FROM TV_channel AS T1 JOIN cartoon AS T2 ON T1.id = T2.channel WHERE T2.title = "The Rise of the Blue Beetle"
SELECT T1.Title FROM TV_series AS T1 JOIN Cartoon AS T2 ON T1.id = T2.id WHERE T2.Series_name = "Sky Radio"
SELECT T1.Title FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.channel WHERE T2.series_name = "Sky Radio"
SELECT T1.title , T1.production_code FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T2.id ORDER BY T2.production_code
SELECT episode FROM TV_series ORDER BY rating
SELECT T1.title , T1.Rating FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id JOIN TV_series AS T3 ON T2.id = T3.id WHERE T3.Rating = 18
SELECT T1.Title , T1.Rating FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.Channel = "TV_Channel.id"
SELECT min(SHARE) , max(SHARE) FROM TV_series
SELECT max(T1.Share) , min(T1.Share) FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.Title = "TV_Channel"
SELECT T1.air_date FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.title = "A Love of a Lifetime"
SELECT episode_date FROM TV_series WHERE title = "A Love of a Lifetime"
SELECT Weekly_rank FROM TV_series WHERE Episode = "A Love of a Lifetime"
SELECT weekly_rank FROM TV_series WHERE title = "A Love of a Lifetime"
SELECT TV_channel FROM TV_series WHERE Episode = "A Love of a Lifetime"
SELECT T1.title FROM TV_series AS T1 JOIN TV_channel AS T2 ON T1.id = T2.channel WHERE T2.episode = "A Love of a Lifetime"
SELECT T1.Episode FROM TV_series AS T1 JOIN TV_channel AS T2 ON T1.id = T2.channel WHERE T2.title = "Sky Radio"
SELECT episode FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.title = "Sky Radio"
SELECT count(*) FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id JOIN TV_series AS T3 ON T2.id = T3.id JOIN TV_series AS T4 ON T3.id = T4.id WHERE T4.Title = "Demon"
SELECT count(*) FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id JOIN TV_channels AS T3 ON T1.channel = T3.channel WHERE T3.title = "Cartoon"
SELECT Production_code , Channel FROM TV_series ORDER BY Production_code LIMIT 1
SELECT channel , Production_code FROM TV_series GROUP BY channel ORDER BY count(*) DESC LIMIT 1
SELECT Package_option , TV_channel FROM TV_channel WHERE Hight_definition_TV = "high_definition_tv"
SELECT Package_Option , Name FROM TV_channel WHERE Country = "USA"
SELECT channel FROM TV_series WHERE Hight_definition_TV = "Todd Casey"
SELECT Country FROM TV_series WHERE Directed_by = "Todd Casey"
SELECT channel FROM TV_channels WHERE Hight_definition_TV != "Todd Casey"
SELECT Country FROM TV_series WHERE Hight_definition_TV NOT IN (SELECT Hight_definition_TV FROM TV_series WHERE Hight_definition_TV = "Todd Casey")
SELECT T1.title , T1.country FROM TV_channel AS T1 JOIN cartoon AS T2 ON T1.id = T2.channel WHERE T2.directed_by = "Ben Jones" AND T2.original_air_date = "18_49_Rating_Share"
SELECT T1.title , T1.country FROM TV_channels AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.directed_by = "Ben Jones" AND T2.written_by = "Michael Chang"
SELECT pixel_aspect_ratio_PAR , country FROM TV_channels WHERE channel != "English"
SELECT T1.pixel_aspect_ratio_PAR FROM TV_channel AS T1 JOIN TV_channel AS T2 ON T1.id = T2.channel WHERE T2.language != "English"
SELECT T1.id FROM TV_channel AS T1 JOIN TV_channels AS T2 ON T1.id = T2.channel WHERE T2.country = "USA" AND T2.language = "English"
SELECT channel FROM TV_channels WHERE channel_id > 2
SELECT channel FROM TV_channels WHERE directed_by = 'Ben Jones'
SELECT channel FROM TV_channels WHERE directed_by = 'Ben Jones'
SELECT Package_option FROM TV_channel WHERE channel = "Ben Jones"
SELECT Package_Option FROM TV_channels WHERE channel = "Ben Jones"
SELECT count(*) FROM poker_player
SELECT count(*) FROM poker_player
SELECT Best_Finish , Earnings FROM p_player ORDER BY Earnings DESC
SELECT Best_Finish , Earnings FROM p_player ORDER BY Earnings
SELECT T1.Final_Table_Made , T1.Best_Finish FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID JOIN Best_Finish AS T3 ON T3.Final_Table_Made = T3.Final_Table_Made WHERE T3.Final_Table_Made = "Final" AND T3.Best_Finish = "Best"
SELECT T1.Final_Table_Made , T1.Best_Finish FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Final_Table_Made = 'Final' AND T2.Best_Finish = 'Best'
SELECT avg(Earnings) FROM poker_player
SELECT avg(Earnings) FROM poker_player
SELECT max(W) FROM p_player WHERE W = 'Poker_Player'
SELECT max(W) FROM p_player WHERE W > (SELECT max(W) FROM p_player WHERE Name = "Player")
SELECT max(T1.Final_Table_Made) FROM poker_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Final_Table_Made < 200000
SELECT max(final_table_made) FROM poker_player WHERE earnings > 200000
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Nationality = 'poker'
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Country = "USA"
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Winning_Amount > 300000
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Winning_Amount > 300000
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID JOIN final_table_made AS T3 ON T3.Final_Table_Made = T3.Final_Table_Made WHERE T3.Final_Table_Made = T2.Final_Table_Made ORDER BY T3.Final_Table_Made
SELECT T1.Name FROM poker_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID JOIN final_table_made AS T3 ON T3.Final_Table_Made = T3.Final_Table_Made WHERE T3.Final_Table_Made = T2.Final_Table_Made ORDER BY T3.Final_Table_Made
SELECT Birth_Date FROM p_player WHERE Earnings = 1
SELECT Birth_Date FROM poker_player WHERE Earnings < (SELECT max( Earnings) FROM people)
SELECT T1.Money_Rank FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Height = 'tall'
SELECT max(Height) FROM poker_player WHERE Height > 100
SELECT avg(Earnings) FROM people WHERE Height > 200
SELECT avg(Earnings) FROM poker_player WHERE Height > 200
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID JOIN poker_player AS T3 ON T2.People_ID = T3.People_ID JOIN Best_Finish AS T4 ON T3.Finish = T4.Finish WHERE T4.Winning_Amount = 1000000
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID JOIN poker_player AS T3 ON T2.People_ID = T3.People_ID JOIN Best_Finish AS T4 ON T3.Finish = T4.Finish GROUP BY T1.Name ORDER BY T4.Finish DESC
SELECT T1.nationality , count(*) FROM people AS T1 JOIN people_id AS T2 ON T1.people_id = T2.people_id GROUP BY T2.nationality ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM people GROUP BY nationality
SELECT max(nationality) FROM people
SELECT nationality FROM people GROUP BY nationality HAVING COUNT(*) > 1
SELECT T1.nationality FROM people AS T1 JOIN people AS T2 ON T1.people_id = T2.people_id JOIN people AS T3 ON T2.people_id = T3.people_id WHERE T3.nationality = 'USA'
SELECT T1.nationality FROM people AS T1 JOIN people_id AS T2 ON T1.people_id = T2.people_id WHERE T2.nationality = "USA" ORDER BY count(*) DESC LIMIT 2
SELECT T1.Name , T1.Birth_Date FROM people AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID JOIN people AS T3 ON T2.People_ID = T3.People_ID JOIN people AS T4 ON T3.People_ID = T4.People_ID JOIN people AS T5 ON T4.People_ID = T5.People_ID JOIN people AS T6 ON T5.People_ID = T6.People_ID
SELECT T1.Name , T1.Birth_Date FROM people AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID JOIN people AS T3 ON T2.People_ID = T3.People_ID JOIN people AS T4 ON T3.People_ID = T4.People_ID JOIN people AS T5 ON T4.People_ID = T5.People_ID JOIN people AS T6 ON T5.People_ID = T6.People_ID
SELECT T1.Name FROM people AS T1 JOIN people_info AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Nationality != "Russia"
SELECT T1.Name FROM people AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Name != "Russia"
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Nationality != "poker"
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Nationality != "poker"
SELECT count(DISTINCT T1.nationality) FROM people AS T1 JOIN people_id AS T2 ON T1.people_id = T2.people_id WHERE T2.nationality = 'USA'
SELECT count(*) FROM people GROUP BY national_id
SELECT count(*) FROM VOTES
SELECT T1.contestant_name , T1.contestant_number FROM contestant AS T1 JOIN contestant_number AS T2 ON T1.contestant_number = T2.contestant_number JOIN contestant AS T3 ON T3.contestant_number = T2.contestant_number JOIN contestant_name AS T4 ON T4.contestant_name = T3.contestant_name WHERE T4.contestant_number = 1
SELECT T1.voted_id , T1.phone_number , T1.state FROM VOTES AS T1 JOIN contestanTS AS T2 ON T1.contestant_number = T2.contestant_number JOIN AREA_CODE_STATE AS T3 ON T3.area_code = T2.area_code JOIN contestanTS AS T4 ON T4.contestant_number = T3.contestant_number JOIN state AS T5 ON T5.state = T4
SELECT max(area_code) , min(area_code) FROM AREA_CODE_STATE
SELECT T1.created FROM VOTES AS T1 JOIN AREA_CODE_STATE AS T2 ON T1.area_code = T2.area_code WHERE T2.state = 'CA'
SELECT T1.name FROM contestant_number AS T1 JOIN contestant_name AS T2 ON T1.number = T2.number JOIN contestant_name AS T3 ON T2.name = T3.name WHERE T3.name != 'Jessie Alloway'
SELECT DISTINCT state , created FROM VOTES GROUP BY state
SELECT T1.contestant_number , T1.contestant_name FROM contestant AS T1 JOIN contestant_number AS T2 ON T1.contestant_number = T2.contestant_number JOIN contestant_name AS T3 ON T2.contestant_name = T3.contestant_name WHERE T3.contestant_number > 2
SELECT T1.contestant_number , T1.contestant_name FROM contestant_number AS T1 JOIN contestant_number AS T2 ON T1.contestant_number = T2.contestant_number JOIN contestant_name AS T3 ON T3.contestant_name = T2.contestant_name WHERE T3.contestant_number < 0
SELECT count(*) FROM VOTES WHERE state = 'NY' OR state = 'CA'
SELECT count(*) FROM VOTES WHERE contestant_number != '0'
SELECT area_code FROM VOTES GROUP BY area_code
SELECT create_date , state , phone_number FROM VOTES WHERE contestant_name = 'Tabatha Gehling'
SELECT area_code FROM contestant_votes WHERE contestant_name = 'Kelly' AND contestant_number = 'Tabatha'
SELECT T1.name FROM contestant AS T1 JOIN contestant_name AS T2 ON T1.name = T2.name WHERE T2.name = 'Al'
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial = 'independent' AND T2.Percentage = 1.5
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Year > 1950
SELECT count(*) FROM countrylanguage GROUP BY countrylanguage ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM countrylanguage WHERE isofficial = 'republic'
SELECT sum(population) FROM country
SELECT sum(population) FROM country
SELECT continent FROM country
SELECT continent FROM country
SELECT Region FROM city WHERE Name = "Kabul"
SELECT Region FROM country
SELECT LOCALNAME FROM countrylanguage WHERE population > 1000000
SELECT Language FROM countrylanguage WHERE CountryCode = "Aruba"
SELECT Population , LifeExpectancy FROM country
SELECT Population , LifeExpectancy FROM country
SELECT Region , Population FROM country
SELECT Region , Population FROM country
SELECT avg(LifeExpectancy) FROM countrylanguage WHERE region = "Central Africa"
SELECT avg(LifeExpectancy) FROM country
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.LifeExpectancy < (SELECT min(LifeExpectancy) FROM country)
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.LifeExpectancy < (SELECT min(life expectancy) FROM country)
SELECT sum(population) , max(GNP) FROM country
SELECT count(*) , T1.population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.population ORDER BY T2.population DESC LIMIT 1
SELECT avg(LifeExpectancy) FROM countrylanguage
SELECT avg(LifeExpectancy) FROM countrylanguage WHERE REPUBLICION = 'Africa'
SELECT sum(DISTINCT T1.surfacearea) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code
SELECT sum(T2.surfacearea) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code ORDER BY sum(T2.surfacearea) DESC LIMIT 1
SELECT count(*) FROM city WHERE name = "Gelderland"
SELECT sum(population) FROM country
SELECT avg(GNP) , sum(population) FROM countrylanguage
SELECT GNP , TOTAL_POP , TOTAL_POP FROM countrylanguage
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage
SELECT T1.Government FROM countrylanguage AS T1 JOIN country AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.Population = 1.Population
SELECT count(DISTINCT form) FROM countrylanguage
SELECT sum(LANGUAGE) FROM country
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY T2.Percentage DESC LIMIT 1
SELECT continent FROM country ORDER BY population DESC LIMIT 1
SELECT T1.continent , T1.population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.continent ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.IsOfficial = 'English' AND T2.Percentage = 100
SELECT count(*) FROM countrylanguage WHERE countrycode = "english" AND countrylanguage = "deutsch"
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial = 'English' AND T2.Percentage = 100
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial = 'English' AND T2.Percentage = 100
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial = 'English' AND T2.Population = 'French'
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial = 'English' AND T2.Percentage = 1.5
SELECT count(*) FROM countrylanguage WHERE countrycode = "Chinese"
SELECT count(*) FROM countrylanguage WHERE Continent = "China"
SELECT Region FROM countrylanguage WHERE CountryCode = 'english' OR CountryCode = 'deutsch'
SELECT Region FROM countrylanguage WHERE Population = 'Dutch' OR Population = 'English'
SELECT T1.CountryCode , T2.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.Language = "english"
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial = 'English' ORDER BY T2.Percentage
SELECT LOCALNAME FROM countrylanguage WHERE IS_ALPHA(LANGUAGE) = 1
SELECT LANGUAGE FROM countrylanguage GROUP BY LANGUAGE HAVING COUNT(*) > 1
SELECT LANGUAGE FROM countrylanguage WHERE REPURPRISES = 1
SELECT LANGUAGE FROM countrylanguage WHERE REPURPRISAL_FORM = 'republic'
SELECT city FROM country WHERE population > (SELECT max(population) FROM country)
SELECT max(population) FROM city
SELECT name , population , expected_life_length FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.population > (SELECT max(population) FROM country)
SELECT T1.Name , T1.Population , T1.LifeExpectancy FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T2.Name ORDER BY count(*) DESC LIMIT 1
SELECT avg(LifeExpectancy) FROM countrylanguage WHERE isofficial != "English"
SELECT avg(LifeExpectancy) FROM countrylanguage WHERE isofficial != "English"
SELECT count(*) FROM countrylanguage WHERE countrycode != "en"
SELECT count(*) FROM countrylanguage WHERE CountryCode != "en"
SELECT T1.Official FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.HeadOfState = "Beatrix"
SELECT T1.Official FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.HeadOfState = "Beatrix"
SELECT count(*) FROM countrylanguage WHERE BirthDate > 1930
SELECT count(*) FROM countrylanguage WHERE BirthDate > 1930
SELECT CountryName FROM country WHERE Population > (SELECT population FROM country)
SELECT CountryCode , Area FROM country WHERE Population > (SELECT population FROM country)
SELECT T1.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.Population < Asia
SELECT T1.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.Population < (SELECT population FROM country)
SELECT T1.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.Population > (SELECT population FROM country)
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.Population > (SELECT population FROM country)
SELECT T1.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial != "English"
SELECT T1.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.IsOfficial != "English"
SELECT T1.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Language = "english"
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Language WHERE T2.IsOfficial = 'English'
SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.isofficial = 'Republic' AND T2.population = 'English'
SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.continent = "english" AND T2.population = "english" AND T2.language = "english" AND T2.isofficial = "english"
SELECT DISTINCT city FROM country WHERE countrycode != "english"
SELECT T1.Name FROM country AS T1 JOIN city AS T2 ON T1.ID = T2.CountryCode WHERE T2.Language = "English"
SELECT DISTINCT city FROM country WHERE countrycode = "Chinese"
SELECT T1.Name FROM city AS T1 JOIN countrylanguage AS T2 ON T1.ID = T2.CountryCode WHERE T2.IsOfficial = 'Chinese'
SELECT name , independence , population FROM country WHERE population < 1000
SELECT Name , YEAR , Population FROM country WHERE Population < (SELECT population FROM country)
SELECT population , name , leader FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code
SELECT T1.Name , T1.Population , T1.HeadOfState FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY T2.Population DESC LIMIT 1
SELECT T1.Name , count(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 3
SELECT Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Population > 2
SELECT count(*) , District FROM city GROUP BY District
SELECT count(*) , DISTINCT District FROM city GROUP BY District
SELECT T1.GovernmentForm , T2.TotalPopulation FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.AverageLifeExpectancy > 72
SELECT T1.GovernmentForm , T2.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.LifeExpectancy > 72
SELECT avg(LifeExpectancy) , sum(Population) FROM country WHERE Population < 72
SELECT T1.continent , T1.population , avg(T1.life expectancy) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.continent ORDER BY avg(T1.life expectancy) DESC LIMIT 1
SELECT Name , Area FROM country ORDER BY Area DESC LIMIT 5
SELECT Name , Population FROM country GROUP BY Name
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.CountryCode GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 3
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 3
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Population < 3
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Population < 3
SELECT count(*) FROM country
SELECT count(*) FROM country
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Population = 80000
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Population = 80000
SELECT sum(population) , avg(area) FROM countrylanguage WHERE continent = "North America" AND area > 3000
SELECT sum(population) , avg(surfacearea) FROM countrylanguage WHERE surfacearea > 3000
SELECT city FROM city WHERE population > 160000 AND population < 900000
SELECT cityname FROM city WHERE population > 160000 AND population < 900000
SELECT LANGUAGE FROM country ORDER BY LANGUAGE DESC LIMIT 1
SELECT LANGUAGE FROM country ORDER BY LANGUAGE DESC LIMIT 1
SELECT LOCALNAME , T1.population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code ORDER BY T2.population DESC LIMIT 1
SELECT T1.CountryCode , T1.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY Percentage DESC LIMIT 1
SELECT sum(population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code ORDER BY T2.percentage DESC LIMIT 1
SELECT count(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial = 'Spanish'
SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code ORDER BY T2.percentage DESC LIMIT 1
SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.language = "spanish"
SELECT count(*) FROM conductor
SELECT count(*) FROM conductor
SELECT T1.Name FROM conductor AS T1 JOIN conductor_id AS T2 ON T1.Id = T2.Conductor_ID JOIN performance AS T3 ON T3.Performance_ID = T2.Performance_ID JOIN show AS T4 ON T4.Performance_ID = T3.Performance_ID JOIN attendance AS T5 ON T5.Attendance = T4.Attendance WHERE T5.Year_of_Work = 2018
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID JOIN performance AS T3 ON T3.Performance_ID = T2.Performance_ID WHERE T3.Age = 1
SELECT T1.Name FROM conductor AS T1 JOIN national_names AS T2 ON T1.Name = T2.Nationality WHERE T2.Name != "USA"
SELECT T1.Name FROM conductor AS T1 JOIN conductor_id AS T2 ON T1.Id = T2.Conductor_ID WHERE T2.Nationality != "USA"
SELECT T1.Record_Company , T2.Year_of_Founded FROM orchestra AS T1 JOIN performance AS T2 ON T1.Name = T2.Name ORDER BY T2.Year_of_Founded DESC
SELECT T1.Record_Company FROM orchestra AS T1 JOIN conductor AS T2 ON T1.Conductor_ID = T2.Conductor_ID JOIN performance AS T3 ON T3.Performance_ID = T2.Performance_ID GROUP BY T3.Record_Company ORDER BY T3.Years_of_Founded DESC LIMIT 1
SELECT avg(T1.Attendance) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T2.Performance_ID ORDER BY avg(T1.Attendance) DESC LIMIT 1
SELECT avg(T1.Attendance) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T2.Performance_ID ORDER BY avg(T1.Attendance) DESC LIMIT 1
SELECT max(T1.Share) , min(T1.Share) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID JOIN show_id AS T3 ON T3.Performance_ID = T2.Performance_ID WHERE T3.Type != "Live final"
SELECT max(T1.Share) , min(T1.Share) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID JOIN show_id AS T3 ON T3.Performance_ID = T2.Performance_ID WHERE T3.Type = "Live final"
SELECT count(DISTINCT T1.nationality) FROM conductor AS T1 JOIN national_id AS T2 ON T1.national_id = T2.national_id GROUP BY T2.national_id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM conductor
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Name = T2.Performance_ID JOIN conductor_id AS T3 ON T3.Name = T2.Conductor_ID JOIN orchestra AS T4 ON T4.Name = T3.Orchestra_ID JOIN show AS T5 ON T5.Name = T4.Show_ID JOIN orchestra_id AS T6 ON T6.Name = T5.Orchestra_ID JOIN show_id AS T7 ON
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Name = T2.Performance_ID JOIN conductor_id AS T3 ON T3.Name = T2.Conductor_ID JOIN orchestra_id AS T4 ON T4.Name = T3.Orchestra_ID JOIN orchestra AS T5 ON T5.Name = T4.Orchestra_ID JOIN show AS T6 ON T6.Name = T5.Performance_ID JOIN performance AS T7 ON T7
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID JOIN show AS T3 ON T3.Performance_ID = T2.Performance_ID WHERE T3.Year_of_Work > 1
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Name = T2.Performance_ID WHERE T2.Years_of_Work > 1
SELECT T1.Name , T2.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Nationality = "USA"
SELECT T1.Name , T2.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID JOIN performance AS T3 ON T3.Performance_ID = T3.Performance_ID WHERE T3.Year_of_Founded = "2020"
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID JOIN performance AS T3 ON T3.Performance_ID = T2.Performance_ID WHERE T3.Number > 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID JOIN performance AS T3 ON T3.Performance_ID = T2.Performance_ID WHERE T3.Year_of_Founded > 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T2.Conductor_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Number > 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Founded > 2008
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_Founded = 2008
SELECT T1.Record_Company , T1.Year_of_Founded FROM orchestra AS T1 JOIN conductor AS T2 ON T1.Conductor_ID = T2.Conductor_ID JOIN performance AS T3 ON T3.Performance_ID = T2.Performance_ID WHERE T3.Year_of_Founded = "2022"
SELECT count(*) FROM orchestra GROUP BY orchestra.Name
SELECT T1.Record_Company , T1.Year_of_Founded FROM orchestra AS T1 JOIN performance AS T2 ON T1.Performance_ID = T2.Performance_ID JOIN orchestras AS T3 ON T3.Orchestra_ID = T2.Orchestra_ID JOIN show AS T4 ON T4.Show_ID = T3.Show_ID JOIN show_records AS T5 ON T5.Record_Company = T4.Record_Company JOIN show_records AS T
SELECT Major_Record_Format FROM orchestras ORDER BY Major_Record_Format
SELECT T1.Record_Company FROM orchestra AS T1 JOIN conductor AS T2 ON T1.Conductor_ID = T2.Conductor_ID JOIN performance AS T3 ON T3.Performance_ID = T2.Performance_ID GROUP BY T3.Record_Company ORDER BY count(*) DESC LIMIT 1
SELECT Record_Company FROM orchestra GROUP BY Record_Company HAVING count(*) > 1
SELECT T1.Name FROM orchestras AS T1 JOIN performance AS T2 ON T1.Orchestra_ID = T2.Orchestra_ID WHERE T2.Year_of_Founded = '2018'
SELECT Orchestra_ID FROM orchestras WHERE Name NOT IN (SELECT Name FROM performance)
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Name = T2.Name JOIN orchestras AS T3 ON T2.Name = T3.Name WHERE T3.Year_of_Founded > 2003 AND T3.Year_of_Founded > 2003
SELECT T1.Record_Company FROM orchestra AS T1 JOIN conductor AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_Founded > 2003 AND T2.Year_of_Founded > 2003
SELECT count(*) FROM orchestras WHERE Record_format = "CD" OR Record_format = "DVD"
SELECT count(*) FROM orchestras WHERE Record_format = 'CD' OR Record_format = 'DVD'
SELECT YEAR_OF_FIRST FROM orchestras WHERE YEAR_OF_FIRST > 1
SELECT YEAR_OF_FIRST FROM orchestras WHERE YEAR_OF_FIRST > 1
SELECT count(*) FROM Highschooler
SELECT count(*) FROM Highschooler
SELECT name , grade FROM Highschooler GROUP BY name
SELECT name , grade FROM Highschooler GROUP BY name
SELECT grade FROM Highschooler
SELECT grade FROM Highschooler GROUP BY grade
SELECT grade FROM student WHERE name = 'Kyle'
SELECT grade FROM highschooler WHERE name = 'Kyle'
SELECT name FROM highschooler WHERE grade = 10
SELECT name FROM highschooler GROUP BY name HAVING sum(grade) = 10
SELECT T1.ID FROM Highschooler AS T1 JOIN friend AS T2 ON T1.ID = T2.ID WHERE T2.name = "Kyle"
SELECT T1.id FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.student_id WHERE T2.name = "Kyle"
SELECT count(*) FROM student WHERE grade = 9 OR grade = 10
SELECT count(*) FROM Highschooler WHERE grade = 9 OR grade = 10
SELECT count(*) FROM Highschooler GROUP BY grade
SELECT count(*) , grade FROM Highschooler GROUP BY grade
SELECT grade FROM Likes GROUP BY grade HAVING count(*) > 1
SELECT grade FROM Likes GROUP BY grade ORDER BY count(*) DESC LIMIT 1
SELECT grade FROM Likes GROUP BY grade HAVING COUNT(*) > 4
SELECT grade FROM Likes GROUP BY grade HAVING count(*) > 4
SELECT student_id , count(*) FROM student GROUP BY student_id
SELECT count(*) FROM friend
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name FROM Highschooler GROUP BY name HAVING count(*) > 1
SELECT name FROM highschooler GROUP BY name HAVING count(*) > 1
SELECT name FROM Highschooler WHERE grade >= 3
SELECT name FROM Highschooler WHERE grade >= 3
SELECT name FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.student_id WHERE T2.grade = 'High Schooler'
SELECT name FROM friend GROUP BY name HAVING count(*) = 1
SELECT count(*) FROM Highschooler WHERE name = 'Kyle'
SELECT count(*) FROM friend
SELECT T1.id FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.student_id JOIN friend_id AS T3 ON T2.id = T3.student_id WHERE T3.grade = 'Friend'
SELECT T1.student_id FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.student_id WHERE T2.grade = 'Friend'
SELECT name FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM friend)
SELECT T1.name FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.student_id JOIN likes AS T3 ON T2.liked_id = T3.liked_id WHERE T3.grade = 'no'
SELECT T1.id FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.student_id JOIN liked_id AS T3 ON T2.liked_id = T3.liked_id WHERE T3.grade = "Friend" AND T2.grade = "Likes"
SELECT student_id FROM friend JOIN likes AS T1 ON T1.id = T2.student_id JOIN highschooler AS T2 ON T1.id = T2.ID WHERE T2.liked_id = T1.liked_id
SELECT name FROM student_friend GROUP BY name HAVING count(*) > 1
SELECT name FROM Likes WHERE student_id = (SELECT student_id FROM friend) AND liked_id = (SELECT liked_id FROM friend)
SELECT count(*) FROM student AS T1 JOIN likes AS T2 ON T1.id = T2.student_id JOIN highschooler AS T3 ON T3.id = T2.student_id WHERE T3.name = "highschooler"
SELECT count(*) , student_id FROM Likes GROUP BY student_id
SELECT T1.name , count(*) FROM Highschooler AS T1 JOIN likes AS T2 ON T1.id = T2.student_id GROUP BY T1.name ORDER BY count(*) DESC LIMIT 1
SELECT T1.name , count(*) FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.student_id GROUP BY T1.name ORDER BY count(*) DESC LIMIT 1
SELECT name FROM Likes GROUP BY name HAVING count(*) > (SELECT count(*) FROM Likes)
SELECT T1.name FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.student_id GROUP BY T1.student_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.name FROM friend AS T1 JOIN highschooler AS T2 ON T1.id = T2.student_id JOIN likes AS T3 ON T2.liked_id = T3.liked_id WHERE T3.grade = 2
SELECT T1.name FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.student_id JOIN likes AS T3 ON T3.id = T2.liked_id WHERE T3.liked_id = 2 OR T3.liked_id = 3
SELECT T1.name FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.student_id JOIN friend_id AS T3 ON T2.id = T3.student_id WHERE T3.grade > 5 AND T3.liked_id > 2
SELECT name FROM highschooler WHERE grade > 5 AND friends > 2 ORDER BY grade
SELECT count(*) FROM Likes
SELECT count(*) FROM Likes AS T1 JOIN Highschooler AS T2 ON T1.id = T2.student_id WHERE T2.name = "Kyle"
SELECT avg(grade) FROM friend GROUP BY student_id
SELECT avg(grade) FROM friend
SELECT min(grade) FROM Likes
SELECT grade FROM Likes WHERE student_id NOT IN (SELECT student_id FROM friend)
SELECT T1.state FROM Owners AS T1 JOIN Professionals AS T2 ON T1.owner_id = T2.owner_id JOIN Treatment_Types AS T3 ON T3.treatment_type_code = T3.treatment_type_code WHERE T3.name = "Owners" AND T3.city = "USA"
SELECT T1.state FROM Owners AS T1 JOIN Professionals AS T2 ON T1.owner_id = T2.owner_id JOIN Treatment_Types AS T3 ON T3.treatment_type_code = T3.treatment_type_code WHERE T3.owner_id = T2.owner_id AND T3.professionals = T2.professionals
SELECT avg(age) FROM treatments
SELECT avg(age) FROM treatments
SELECT DISTINCT DISTINCT LOCATION FROM treatments WHERE DISTINCT TREATS_TYPE_CODE = 'INDIAN' ORDER BY DISTINCT TREATS_TYPE_CODE DESC LIMIT 2
SELECT DISTINCT owner_id , last_name , cell_number FROM professionals WHERE state = "INDIAN" ORDER BY count(*) DESC LIMIT 1
SELECT dog_name FROM Dogs WHERE cost_of_treatment > 1000
SELECT dog_name FROM dogs WHERE owner_id > 1000
SELECT T1.first_name , T2.last_name FROM professionals AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id WHERE T2.first_name = 'John' ORDER BY count(*) DESC LIMIT 1
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id JOIN dogs AS T3 ON T3.dog_id = T2.dog_id WHERE T3.first_name = "professionals" AND T3.last_name = "owners"
SELECT DISTINCT professional_id , role_code , email FROM professionals
SELECT DISTINCT role_code , email_address FROM Professionals WHERE treatment_type_code != "treatment_type_code"
SELECT owner_id , first_name , last_name FROM Owners GROUP BY owner_id
SELECT owner_id , first_name , last_name FROM Owners GROUP BY owner_id
SELECT DISTINCT role_code , first_name FROM professionals GROUP BY role_code
SELECT T1.professionals_id , T1.role_code , T1.first_name , T1.street , T1.city , T1.state , T1.zip_code , T2.first_name , T2.street , T2.city , T2.state , T2.zip_code , T3.first_name , T3.street , T3.city , T3.state , T3.zip_code , T4.first_name ,
SELECT breed_name FROM dogs GROUP BY breed_name ORDER BY count(*) DESC LIMIT 1
SELECT breed_name FROM dogs GROUP BY breed_name
SELECT owner_id , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , last_name FROM treatments AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id WHERE T2.treatment_type_code = "treatments" AND T1.treatment_amount > (SELECT max(treatment_amount) FROM treatments)
SELECT T1.treatment_type_description FROM treatments AS T1 JOIN costs AS T2 ON T1.treatment_type_code = T2.treatment_type_code JOIN costs AS T3 ON T2.cost_of_treatment = T3.cost_of_treatment WHERE T3.cost_of_treatment < (SELECT min(cost_of_treatment) FROM costs)
SELECT T1.treatment_type_description FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code JOIN costs AS T3 ON T3.cost_of_treatment = T3.cost_of_treatment WHERE T3.total_cost = T2.total_cost
SELECT owner_id , zip_code FROM Owners GROUP BY owner_id
SELECT owner_id , zip_code FROM Owners WHERE cost_of_treatment > (SELECT max(cost_of_treatment) FROM Owners)
SELECT DISTINCT professional_id , cell_phone FROM professionals GROUP BY professional_id
SELECT DISTINCT phone FROM professionals WHERE role_code = "Professionals"
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.cost_of_treatment < (SELECT max(cost_of_treatment) FROM treatment_types)
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.cost_of_treatment < (SELECT avg(cost_of_treatment) FROM treatments)
SELECT T1.first_name , T1.last_name , T1.date_of_treatment FROM treatments AS T1 JOIN professionals AS T2 ON T1.owner_id = T2.owner_id JOIN employees AS T3 ON T2.employee_id = T3.employee_id WHERE T3.role_code = "professionals"
SELECT T1.first_name , T1.last_name FROM treatments AS T1 JOIN employees AS T2 ON T1.owner_id = T2.owner_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT T1.cost_of_treatment , treatment_type_description FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.cost_of_treatment = "treatment_type_description"
SELECT T1.cost_of_treatment , T2.treatment_type_description FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T1.name = "treatment_type_description"
SELECT owner_id , size_description FROM Owners GROUP BY owner_id
SELECT T1.first_name , T1.last_name , T1.size_description FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT owner_first_name , dog_id FROM Owners
SELECT owner_first_name , owner_last_name FROM Owners
SELECT T1.name , T1.date_of_treatment FROM dogs AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.rare_breed_code = "rare"
SELECT T1.name , T1.treatment_type_code FROM dogs AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.rare_breed_code = "rare"
SELECT owner_id , dog_id FROM Owners WHERE city = "Virginia"
SELECT owner_id , name FROM Owners WHERE city = "Virginia" AND dog_id = "dog_id"
SELECT date_of_treatment , date_of_departed FROM dogs WHERE treatment_type_code = "treatment_type_code"
SELECT date_of_treatment , date_of_departed FROM dogs WHERE treatment_type_code = "treatment_type_code"
SELECT T1.owner_id , T1.last_name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.age < 1
SELECT owner_id , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT email FROM professionals WHERE state = "Hawaii" OR state = "Wisconsin"
SELECT email FROM professionals WHERE state = 'Hawaii' OR state = 'Wisconsin'
SELECT date_of_birth , date_of_departed FROM dogs
SELECT date_of_adoption , date_of_departure FROM dogs
SELECT count(*) FROM treatments
SELECT count(*) FROM treatments
SELECT count(*) FROM treatments AS T1 JOIN dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.treatment_type_code = "treatment_to_dogs"
SELECT count(*) FROM professionals
SELECT role , street , city , state FROM professionals GROUP BY role
SELECT role_code , street , city , state FROM professionals WHERE city LIKE "%West%"
SELECT owner_id , last_name , email FROM Owners WHERE name LIKE "%North%"
SELECT owner_id , last_name , email_address FROM Owners WHERE name LIKE "%North%"
SELECT count(*) FROM dogs WHERE age < (SELECT avg(age) FROM dogs)
SELECT count(*) FROM dogs WHERE age < (SELECT avg(age) FROM dogs)
SELECT T1.cost_of_treatment FROM treatments AS T1 JOIN clients AS T2 ON T1.client_id = T2.client_id WHERE T2.treatment_type_code = "treatment_type_code"
SELECT T1.cost_of_treatment FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.date_of_treatment = '2022-01-01'
SELECT count(*) FROM Dogs WHERE dog_id != "No treatment"
SELECT count(*) FROM Dogs WHERE treatment_type_code = "treatment_type_code"
SELECT count(*) FROM Owners WHERE owner_id != "T2"
SELECT count(*) FROM Owners WHERE owner_id != "null"
SELECT count(*) FROM professionals WHERE dog_id != "employee"
SELECT count(*) FROM professionals WHERE dog_id != "No one has treated any dogs"
SELECT dog_name , age , weight FROM Dogs WHERE abandoned_yn = 1
SELECT dog_name , age , weight FROM Dogs WHERE abandoned_yn = 1
SELECT avg(age) FROM dogs
SELECT avg(age) FROM dogs
SELECT age FROM Dogs ORDER BY age DESC LIMIT 1
SELECT dog_id , age FROM Dogs ORDER BY age DESC LIMIT 1
SELECT charge_type , amount FROM charges AS T1 JOIN charges AS T2 ON T1.charge_type = T2.charge_type WHERE T2.charge_amount = 1000
SELECT charge_type , charge_amount FROM charges
SELECT charge_amount FROM charges ORDER BY charge_amount DESC LIMIT 1
SELECT charge_amount FROM charges GROUP BY charge_type ORDER BY count(*) DESC LIMIT 1
SELECT email , cell_phone , home_phone FROM professionals
SELECT email , cell_phone , home_phone FROM professionals
SELECT breed_type , size_description FROM breeds ORDER BY breed_code
SELECT breed_type , size_type FROM dogs GROUP BY breed_type
SELECT T1.first_name , T1.description FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals_id = T2.professionals_id JOIN treatment_types AS T3 ON T2.treatment_type_code = T3.treatment_type_code WHERE T3.treatment_type_description = "treatment_type_description"
SELECT T1.first_name , T1.description FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals_id = T2.professionals_id WHERE T2.treatment_type_code = "treatment_type_code"
SELECT count(*) FROM singer
SELECT count(*) FROM singer
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T2.Song_ID = T3.Song_ID JOIN song AS T4 ON T3.Song_ID = T4.Song_ID JOIN song AS T5 ON T3.Song_ID = T5.Song_ID JOIN song AS T6 ON T4.Song_ID = T6.Song
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T3.Song_ID = T2.Song_ID JOIN song AS T4 ON T4.Song_ID = T3.Song_ID WHERE T4.Highest_Position = 'Singer'
SELECT Birth_Year , Citizenship FROM singer
SELECT Birth_Year , Citizens FROM singer
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T3.Song_ID = T2.Song_ID WHERE T3.Citizenship != "France"
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Song_ID != "French"
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T2.Song_ID = T3.Song_ID WHERE T3.Birth_Year = 1948 OR T3.Birth_Year = 1949
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T2.Song_ID = T3.Song_ID WHERE T3.Birth_Year = 1948 OR T3.Birth_Year = 1949
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Sales > (SELECT max(Sales) FROM song)
SELECT T1.Song_ID , count(*) FROM singer AS T1 JOIN song AS T2 ON T1.Song_ID = T2.Song_ID GROUP BY T1.Song_ID HAVING COUNT(*) = 1
SELECT count(*) FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID
SELECT T1.citizenship FROM singer AS T1 JOIN song AS T2 ON T1.singer_id = T2.singer_id GROUP BY T1.citizenship ORDER BY count(*) DESC LIMIT 1
SELECT T1.Song_ID , T1.Song_ID FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Song_ID HAVING COUNT(*) > 1
SELECT T1.citizenship , max(T1.net_worth_millions) FROM singer AS T1 JOIN song AS T2 ON T1.singer_id = T2.singer_id GROUP BY T2.citizenship ORDER BY sum(T2.net_worth_millions) DESC LIMIT 1
SELECT max(net_worth) FROM SINGER
SELECT T1.Title , T2.Singer_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN singer_details AS T3 ON T1.Singer_ID = T3.Singer_ID WHERE T3.Song_ID = 'Singer'
SELECT T1.Title , T1.Singer_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN singer_details AS T3 ON T2.Singer_ID = T3.Singer_ID WHERE T3.Song_ID = T2.Song_ID
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN sales AS T3 ON T2.Sales = T3.Sales WHERE T3.Sales > 300000
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN sales AS T3 ON T2.Sales = T3.Sales WHERE T3.Sales > 300000
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T3.Song_ID = T2.Song_ID JOIN song AS T4 ON T4.Song_ID = T3.Song_ID WHERE T4.Song_ID > 1
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T3.Song_ID = T2.Song_ID JOIN song AS T4 ON T4.Song_ID = T3.Song_ID WHERE T4.Song_ID > 1
SELECT T1.Name , sum(T1.Sales) FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T2.Song_ID = T3.Song_ID JOIN song AS T4 ON T3.Song_ID = T4.Song_ID JOIN song AS T5 ON T3.Song_ID = T5.Song_ID JOIN song AS T6 ON T4.Song
SELECT sum(Song_ID) FROM singer
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T2.Song_ID = T3.Song_ID WHERE T3.Song_ID != "Singer"
SELECT T1.Name FROM sing AS T1 JOIN song AS T2 ON T1.Song_ID = T2.Song_ID WHERE T2.Song_ID != 'Singer'
SELECT T1.Song_ID , T2.Song_ID FROM singer AS T1 JOIN song AS T2 ON T1.Song_ID = T2.Song_ID WHERE T1.Birth_Year > 1945 AND T2.Birth_Year > 1955
SELECT T1.citizenship FROM song AS T1 JOIN singer AS T2 ON T1.singer_id = T2.singer_id WHERE T2.birth_year > 1945 AND T2.birth_year > 1955
SELECT count(*) FROM Properties
SELECT feature_type_name FROM ref_feature_types WHERE feature_type_code = "AirCon"
SELECT property_type_description FROM Properties WHERE property_type_code = "Ref_Property_Types"
SELECT property_name FROM Properties WHERE room_count > 1
