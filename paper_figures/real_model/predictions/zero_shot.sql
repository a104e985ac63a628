-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM stadium_Song_List WHERE Singers_ID IN (SELECT Singers_ID FROM stadium_Song_List WHERE Singers_ID = 1)
SELECT * FROM stadium.Song_Name GROUP BY SINGER_ID ORDER BY age DESC LIMIT 5
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM stadiums WHERE capacity >= 5000 AND capacity <= 10000
-- no SQL
-- no SQL
SELECT MAX(capacity) AS max_capacity, MAX(capacity) AS max_capacity_stadium, MAX(capacity) AS max_capacity_stadium_name FROM stadium
-- no SQL
-- no SQL
SELECT COUNT(*) AS num_cantos FROM stadium_id WHERE stadium_id IS NULL
SELECT SINGER_ID FROM stadium WHERE Is_male = 1
-- no SQL
SELECT * FROM stadium WHERE stadium_ID = 10000
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM stadiums WHERE (Singer_ID, Name, Country, Song_Name, Song_release_year, Age, Is_male) IN (SELECT SINGER_ID, Name, Country, Song_Name, Song_release_year, Age, Is_male FROM stadiums)
-- no SQL
-- no SQL
-- no SQL
SELECT singer.Singer_ID, singer.Singer_Name, singer.Country, singer.Song_Name, singer.Song_Release_Year, singer.Age, (1 as (SELECT MAX(Age) FROM singers)) AS Age FROM singers GROUP BY singer.Singer_ID
-- no SQL
SELECT singer.Singer_ID, singer.Singer_Name, singer.Country, singer.Song_Name, singer.Song_Release_Year, singer.Age, (1 as (SELECT MAX(Age) FROM songs)) AS Age FROM concerts ORDER BY age DESC
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM stadiums WHERE stadium_ID IS NULL ORDER BY stadium.Stadium_ID DESC LIMIT 1
SELECT * FROM stadiums WHERE (Singer_ID, Name, Country, Song_Name, Song_release_year, Age, Is_male) IN (SELECT SINGER_ID, Name, Country, Song_Name, Song_release_year, Age, Is_male FROM stadiums)
SELECT COUNT(*) AS num_cantos FROM stadium WHERE stadium.Stadium_ID = 10000
SELECT MAX(Song_Name) AS max_count FROM stadium GROUP BY stadium.Stadium_ID HAVING MAX(Song_Name) > MAX(Song_Name) ORDER BY stadium.Stadium_ID DESC LIMIT 1
SELECT pet_weight(StuID, PetType, weight) AS pet_weight, pet_weight(StuID, PetType, weight) AS pet_weight_weight FROM pets GROUP BY pet_weight(StuID, PetType, weight) HAVING pet_weight_weight > 10
-- no SQL
SELECT MAX(Weight) AS youngest_dog_weight FROM Pets WHERE PetType = 'Frozen' AND PetAge > 1
SELECT MAX(Age) AS youngest_dog_weight FROM Pets WHERE PetType = "Frozen"
SELECT PetType, PetType_Weight FROM Pets GROUP BY PetType_Weight HAVING MAX(PetType_Weight) AS max_weight
-- no SQL
-- no SQL
-- no SQL
SELECT COUNT(*) AS pet_count FROM pets GROUP BY pet_type HAVING COUNT(*) = 1
-- no SQL
SELECT distinct(Pets.pet_type) AS type_pets
SELECT count(*) FROM Student
SELECT PetType, pet_age, pet_weight FROM Pets GROUP BY PetType ORDER BY pet_weight DESC
SELECT PetID, PetType, pet_age, pet_weight FROM Pets WHERE PetType = 'cat' OR PetType = 'dog'
-- no SQL
SELECT Student.StuID, Pet.PetType, Pet.weight FROM Students AS S JOIN Students AS S1 ON S1.StuID = Students.StuID JOIN Students AS S2 ON S2.StuID = Students.StuID WHERE Pet.PetType = Pet.PetType AND Pet.Weight = Pet.Weight
-- no SQL
-- no SQL
SELECT id, PetType, pet_age, pet_weight FROM Students WHERE StuID IS NOT NULL AND PetType IS NOT NULL
-- no SQL
SELECT PetID, PetType, PetAge, PetWeight FROM Pets WHERE PetType NOT IN (PetType, PetAge, PetWeight)
SELECT PetID, PetType, PetAge, PetWeight FROM Pets WHERE PetType NOT IN (select PetType from Students where StudentID = StudentID)
-- no SQL
-- no SQL
SELECT PetID, PetType, PetAge, PetWeight, PetMajor, PetAdvisor, PetCityCode, PetType, PetAge, PetWeight FROM Pets JOIN PetTypes ON Pets.PetTypeId = PetTypes.PetTypeId WHERE PetTypeId = 1
SELECT id, weight FROM ( SELECT PetID, PetType, pet_age, weight FROM Pets GROUP BY PetType HAVING COUNT(*) > 1 ) AS Pet
-- no SQL
SELECT AVG(age) AS avg_age, PetType.pet_age AS avg_age, PetType.weight AS avg_weight FROM pets AS p GROUP BY PetType.pet_type_id HAVING AVG(age) > 10 ORDER BY avg_age DESC
-- no SQL
SELECT PetType, PetType_Weight, PetType_Weight_Average, PetType_Weight_Average_Type, PetType_Weight_Average_Type FROM Pets GROUP BY PetType_Weight_Average_Type HAVING COUNT(*) > 1
SELECT PetName, PetType, PetAge, PetWeight FROM Pets WHERE PetType = 'PetType' AND PetAge > 10
SELECT pet_age, pet_weight FROM pets WHERE pet_type = 'Pets'
SELECT PetID FROM PetType WHERE PetType = 'Smith' AND PetType = '1'
SELECT PetID, PetType, pet_age, weight FROM Pets WHERE PetType = 'Smith' AND PetType = 'PetType'
-- no SQL
-- no SQL
SELECT PetID, PetType, PetAge, PetWeight, PetMajor, PetMajorImg FROM Pets WHERE PetType = 'pet_major' AND PetAge > 10
SELECT PetID, PetType, PetAge, PetWeight FROM Pets WHERE PetType = 'pet_age' AND PetAge > 10
SELECT PetID, PetType, PetAge, PetWeight FROM Pets WHERE PetType = 'cat' AND PetAge = 3
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT id, name, Continent, Continent, Make, Model, Year, Cylinders, Edispl, Horsepower, Weight, Accelerate, Year FROM Continent WHERE Continent = 'C'
-- no SQL
-- no SQL
SELECT id, FullName, Id, Make, Cylinders, Edispl, Horsepower, Weight, Accelerate, Year FROM cars_data WHERE Id = 1
SELECT * FROM cars_data WHERE Id = 1000000
SELECT * FROM cars_data WHERE MakeId = 123456789
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT make, ProductionTime, ProductionTime_Year FROM cars_data WHERE ProductionTime_Year > 2000
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT AVG(Weight) AS AverageWeight FROM cars_data GROUP BY MakeId, Continent ORDER BY AverageWeight DESC
-- no SQL
-- no SQL
SELECT * FROM cars_data WHERE MakeId = 123456789
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT AVG(Horsepower) AS AverageHorsepower FROM cars_data GROUP BY id HAVING COUNT(*) > 100
-- no SQL
-- no SQL
SELECT MAX(max_acceler) FROM cars_data WHERE MakeId = 1000000
SELECT MAX(Cars_Data.Cylinders) AS max_acceler, MAX(Cars_Data.Cylinders) AS max_acceler FROM cars_data WHERE MakeId = 1000000
-- no SQL
-- no SQL
SELECT COUNT(*) FROM table WHERE id > 4
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM cars_data WHERE Id = 3
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM cars_data WHERE MakeId = 3500 AND ModelId = 3500
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT id, Name, Continent, Make, Model, Year, Cylinders, Edispl, Horsepower, Weight, Accelerate, Year FROM cars_data WHERE Continent = 'China' ORDER BY Make
SELECT * FROM Airlines WHERE Country = 'JetBlue Airways'
-- no SQL
-- no SQL
-- no SQL
SELECT airline, Abbreviation, Country, CountryAbbrev FROM Airlines WHERE Country = 'USA'
SELECT airlineName, Abbreviation, Country FROM Airlines JOIN Airports ON Airlines.AirlineID = AirportCode JOIN DestAirports ON AirportCode = DestAirport WHERE DestAirports.AirportCode = 12345
SELECT AirportCode, AirportName FROM airports JOIN Airlines ON airports.AirlineCode = Airlines.AirlineCode JOIN Flights ON Flights.AirlineCode = Airlines.AirlineCode WHERE AirportCode = 'A' AND AirportName = 'A'
-- no SQL
SELECT COUNT(*) FROM airlines
SELECT COUNT(*) AS total_airlines FROM airlines GROUP BY airline_id HAVING COUNT(*) > 1
SELECT COUNT(*) AS numAirports FROM airports
SELECT COUNT(*) FROM flights WHERE SourceAirport = 'A' AND DestAirport = 'A'
SELECT COUNT(*) FROM flights
SELECT COUNT(*) FROM flights WHERE SourceAirport = 'A' AND DestAirport = 'B'
-- no SQL
-- no SQL
SELECT * FROM airlines WHERE CountryCode = 'USA'
SELECT * FROM airlines WHERE Country = 'USA' ORDER BY SourceAirport DESC
SELECT * FROM flights WHERE City = 'Alton' AND Country = 'USA' ORDER BY SourceAirport DESC
SELECT city, country FROM airports JOIN airports.AirportCode ON airports.AirlineID = airports.AirlineID JOIN airports.AirportCode ON airports.AirlineID = airports.AirlineID JOIN airports.DestAirport ON airports.DestAirport = airports.DestAirportCode
-- no SQL
SELECT AirportCode, AirportName FROM Airlines JOIN (Airports as Airlines) ON Airlines.AirlineCode = AirportCode JOIN (Airports as Airlines) ON AirportCode = AirportCode WHERE AirportCode = 'AKO'
SELECT AirportCode, AirportName FROM airports JOIN ( SELECT AirportCode, AirportName FROM airports JOIN ( SELECT AirportCode, AirportName FROM flights WHERE SourceAirport = AirportCode AND DestAirport = AirportName ) AS AirportD ON AirportD.AirportCode = AirportCode
-- no SQL
SELECT COALESCE(FLOOR(FLOOR(DISTINCT(airports.AirportCode), 1), 1), 1) AS FlightsDepartingDepartures, CASE IF EXISTS (SELECT 1 FROM flights WHERE SourceAirport = airports.AirportCode) WHERE SourceAirport IS NULL
SELECT COUNT(*) FROM flights WHERE AirportCode = 'APG'
-- no SQL
SELECT COUNT(*) FROM flights WHERE SourceAirport = 'A' AND DestAirport = 'A' ORDER BY SourceAirport DESC
-- no SQL
SELECT COUNT(*) AS flight_count FROM flights WHERE SourceAirport = 'Aberdeen' AND DestAirport = 'Aberdeen'
SELECT COUNT(*) AS flight_count FROM flights WHERE City = 'Aberdeen' AND SourceAirport = 'Aberdeen' AND DestAirport = 'Aberdeen'
SELECT COUNT(*) AS flight_count FROM flights WHERE SourceAirport = 'Aberdeen' AND DestAirport = 'Aberdeen'
SELECT COUNT(*) AS count FROM flights WHERE City = 'Aberdeen' AND DestAirport = 'Ashley'
-- no SQL
SELECT COUNT(*) FROM flights WHERE SourceAirport = 'JetBlue Airways' AND DestAirport = 'JetBlue Airways'
SELECT COUNT(*) AS numFlights FROM flights
SELECT COUNT(*) FROM flights WHERE SourceAirport = 'ASY' AND DestAirport = 'ASY'
SELECT COUNT(*) AS count FROM flights WHERE SourceAirport = 'ASY' AND DestAirport = 'ASY'
SELECT COUNT(*) FROM flights WHERE SourceAirport = 'AHD' AND DestAirport = 'AHD'
SELECT COUNT(*) AS numFlights FROM flights
-- no SQL
SELECT COUNT(*) FROM flights WHERE SourceAirport = 'Aberdeen' AND DestAirport = 'Aberdeen'
-- no SQL
SELECT AirportCode, DestAirport FROM ( SELECT AirportCode, DestAirport FROM ( SELECT AirportCode, DestAirport FROM Airlines ) WHERE AirportCode = 'A' ) airports
-- no SQL
SELECT * FROM flights WHERE SourceAirport = 'A' ORDER BY SourceAirport DESC
SELECT AirportCode, DestAirport FROM ( SELECT AirportCode, DestAirport FROM Airports WHERE AirportCode = 'A' AND DestAirport = 'A' ) AS AirportCode WHERE AirportCode = 'A' AND DestAirport = 'A'
SELECT AirportCode, DestAirport FROM ( SELECT AirportCode, DestAirport FROM Airlines WHERE Airlines.AirlineCode = Airlines.AirlineCode AND Airlines.AirportCode = Airlines.AirportCode ORDER BY DestAirport DESC ) Airport
SELECT AirportCode, DestAirport, SourceAirport FROM ( SELECT AirportCode, DestAirport, SourceAirport FROM ( SELECT AirportCode, DestAirport, SourceAirport FROM Airlines ) as Airlines ) as Airlines WHERE AirportCode < 10
SELECT AirportCode, DestAirport, SourceAirport, AirportCode, Country, CountryAbbrev FROM ( SELECT AirportCode, DestAirport, SourceAirport, AirportCode, Country, CountryAbbrev FROM Airport WHERE SourceAirport = NULL OR SourceAirport IS NULL ) AirportRef
SELECT airline_id, MAX(airlines.AirportCode) AS max_airlines_count FROM airlines ORDER BY airline_id DESC
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM flights WHERE DestAirport = 'AHD' AND SourceAirport = 'AHD'
-- no SQL
SELECT * FROM airlines WHERE Airline = 'CVO' AND SourceAirport = 'APG'
-- no SQL
SELECT * FROM flights WHERE SourceAirport = 'CVO' AND DestAirport = 'APG'
-- no SQL
SELECT * FROM airlines WHERE SourceAirport = 'A' AND DestAirport = 'A' AND CountryCode = '10' ORDER BY SourceAirport DESC
SELECT * FROM airlines WHERE (Airline, AirportCode, SourceAirport) IN ( SELECT Airline, AirportCode, SourceAirport FROM airlines WHERE SourceAirport = 'A' )
SELECT * FROM airlines WHERE (Airline, Abbreviation, Country, CountryAbbrev) IN ( SELECT Airlines, MAX(AirportCode, AirportName, Country, CountryAbbrev) FROM airports GROUP BY Airlines, AirportCode, Country, CountryAbbrev )
SELECT airlines, airports FROM airlines ORDER BY airlines.AirlineCode, AirlineCode
SELECT * FROM flights WHERE SourceAirport = 'Aeriel Airlines' AND DestAirport = 'Aeriel Airlines'
SELECT * FROM flights WHERE SourceAirport = airports.AirportCode
SELECT * FROM flights WHERE SourceAirport = 'APG' AND DestAirport = 'APG'
SELECT * FROM flights WHERE DestAirport = 'APG' AND SourceAirport = 'A' ORDER BY SourceAirport DESC
SELECT * FROM flights WHERE SourceAirport = 'APG' AND DestAirport = 'APG'
SELECT * FROM flights WHERE SourceAirport = 'APG' AND DestAirport = 'A' ORDER BY SourceAirport DESC
SELECT * FROM flights WHERE City = 'Aberdeen' AND SourceAirport = 'Aberdeen' ORDER BY SourceAirport DESC
SELECT * FROM flights WHERE DestAirport = 'Aberdeen' AND SourceAirport = 'Aberdeen'
SELECT * FROM flights WHERE City = 'Aberdeen' AND SourceAirport = 'Aberdeen' ORDER BY SourceAirport DESC
SELECT * FROM flights WHERE DestAirport = 'Aberdeen' AND SourceAirport = 'Aberdeen' ORDER BY SourceAirport DESC
SELECT COUNT(*) AS flight_count FROM flights WHERE City = 'Aberdeen' ORDER BY SourceAirport DESC
SELECT DISTINCT(Airline, SourceAirport, DestAirport) AS Flights FROM ( SELECT DISTINCT(Airline, SourceAirport, DestAirport) AS Flights WHERE SourceAirport = 'Aberdeen' OR DestAirport = 'Abilene' ) AS Flights
-- no SQL
SELECT * FROM airports WHERE DestAirport IS NULL
SELECT COUNT(*) FROM employees
SELECT COUNT(*) FROM employees
-- no SQL
-- no SQL
SELECT * FROM Employee_ID_CITY WHERE City_ID = 123456789
SELECT * FROM employees WHERE city = 'New York' ORDER BY city
-- no SQL
SELECT * FROM employees WHERE Employee_ID in (SELECT Employee_ID FROM employees WHERE age_below_30 = 1) ORDER BY Employee_ID
-- no SQL
-- no SQL
SELECT * FROM shop_manager_name_district WHERE shop_id = 2000000000
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM shop_details WHERE shop_id = 100000
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM shop_details WHERE Employee_ID IS NULL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM Employee_ID WHERE Employee_ID IS NULL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM store_locations WHERE location_id IN (SELECT location_id FROM store_locations)
-- no SQL
-- no SQL
SELECT Document_ID, Document_Name, Document_Description, Document_Description_Code, Document_Description_Code FROM Document_ID JOIN Document_ID ON Document_ID = Document_ID JOIN Document_ID ON Document_ID = Document_ID JOIN Document_ID ON Document_ID = Document_ID JOIN Document_ID ON Document_ID = Document_ID
-- no SQL
-- no SQL
SELECT * FROM Document_ID WHERE Template_Type_Code = 2000
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM Document_ID WHERE Document_ID = 1000
-- no SQL
-- no SQL
SELECT * FROM Template_ID WHERE Template_Type_Code = 1000000
-- no SQL
-- no SQL
SELECT id, type_code FROM ( SELECT id, type_code FROM Document_Template_Types WHERE Document_Template_Type_Code = Template_Type_Code ORDER BY Document_Template_Type_Code DESC LIMIT 1)
-- no SQL
-- no SQL
SELECT * FROM Ref_Template_Types.Template_Type_Code GROUP BY Document_ID HAVING COUNT(*) > 1
-- no SQL
-- no SQL
SELECT count(*) FROM Templates WHERE Template_ID = 1000
SELECT * FROM Template_Type_Code WHERE Template_Type_Code = 100
-- no SQL
SELECT * FROM ( SELECT * FROM Template_Type_Code WHERE Template_Type_Code = 100 )
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM Ref_Template_Types.Template_Type_Code WHERE Template_Type_Code > 5
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM Document_ID WHERE Document_ID < 1000
-- no SQL
SELECT Template_Type_Code FROM Template_Type_Code WHERE Template_Type_Code = 1
SELECT * FROM Document_ID WHERE Document_ID = 1000000
-- no SQL
SELECT * FROM Template_Type_Code WHERE Template_Type_Code = 1
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM Document_ID WHERE Template_ID = Ref_Template_Types.Template_ID
-- no SQL
SELECT count(*) FROM Documents WHERE Document_ID = 1000
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM Paragraph_ID WHERE Document_ID = 12345
-- no SQL
SELECT * FROM Paragraph_Text WHERE Document_ID = 100000
-- no SQL
-- no SQL
SELECT * FROM Document_ID, Document_ID, Document_Description, Document_ID, Document_Description_ID, Document_ID_List, Document_ID_List WHERE Document_ID_List = [Document_ID_List] ORDER BY Document_ID_List DESC
-- no SQL
SELECT * FROM Document_ID WHERE Document_ID = 1234567890
SELECT * FROM Document_ID WHERE Document_ID > 100
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT COUNT(*) FROM course_arrange
-- no SQL
SELECT teacher.Grade FROM teacher JOIN ( SELECT teacher.Grade FROM teacher GROUP BY teacher.Grade ) as teacher_grade WHERE teacher_Grade > 20
SELECT teacher.Grade, Grade, Teacher_ID FROM teacher JOIN ( SELECT Teacher_ID, Course_ID, Grade, Hometown FROM Course ) as teacher_teachers WHERE teacher_teachers.Grade = 100
SELECT teacher.Grade, Grade, Hometown FROM teacher JOIN ( SELECT teacher.Grade, Teacher_ID, Hometown FROM Course_ID ) as Course_ID WHERE Course_ID = 100000
SELECT * FROM teacher_arrange WHERE teacher_id = 100000
SELECT teacher.Grade FROM teacher JOIN ( SELECT teacher.Grade FROM teacher WHERE teacher.Grade = 100 ) as teacher_grades WHERE teacher_ID IN ( SELECT teacher_ID FROM teacher WHERE teacher_ID IS NOT NULL )
-- no SQL
SELECT teacher.Grade FROM teacher JOIN ( SELECT teacher.Grade FROM teacher WHERE teacher.Grade = 32 ) as teacher_grade WHERE teacher_ID = 32
SELECT teacher.Grade, Grade, Teacher_ID FROM teacher JOIN ( SELECT Teacher_ID, Name, Age, Hometown FROM Course_ID ) as teacher_id WHERE teacher_id.Grade = 32 OR teacher_id.Grade = 33
-- no SQL
-- no SQL
SELECT teacher_id, Grade FROM teacher WHERE Teacher_ID = 100000
SELECT DISTINCT teacher.Grade FROM teacher JOIN ( SELECT teacher.Grade FROM teacher GROUP BY teacher.Grade ) as teacher_teachers ON teacher_teachers.Grade = teacher.Grade
-- no SQL
-- no SQL
SELECT teacher.Hometown, (grade_level_1, grade_level_2) as Hometown_Grade FROM teacher JOIN ( SELECT grade_level_1, grade_level_2 FROM teacher_grades ) as teacher_grades WHERE teacher_grades.Grade_Level_1 = teacher_grades.Grade_Level_2
-- no SQL
SELECT teacher.Name, teacher.Grade FROM teacher JOIN ( SELECT Course_ID, Course, Grade FROM Course ) as teacher_course ON teacher_course.Course_ID = teacher.Course_ID WHERE teacher_course.Grade = 90
-- no SQL
-- no SQL
SELECT * FROM Course_ID, Teacher_ID, Course WHERE Course_ID = 100000
SELECT teacher_id, Name, Age, Hometown FROM Course_ID JOIN ( SELECT Course_ID, Teacher_ID, Grade FROM Course ) as teacher ON teacher_id = teacher_id
SELECT * FROM Course_ID, Teacher_ID, Course_ID WHERE Course_ID = 12345
SELECT teacher.Name, COUNT(*) AS num_courses FROM teacher JOIN ( SELECT teacher.Name, Teacher_ID, Grade FROM teacher ) as teacher_teachers GROUP BY teacher.Name
SELECT teacher.Grade, (1 + (1 + 1) / 2) * 2 AS Hometown FROM teacher
SELECT teacher_id, Course_ID, Name, Age, Hometown FROM ( SELECT teacher_id, Course_ID, Name, Age, Hometown FROM Course_ID ) as teacher_id WHERE teacher_id = 2
SELECT teacher_id, Name, Age, Hometown FROM ( SELECT teacher_id, Name, Age, Hometown FROM Course_ID ) as teacher_course_teachers
-- no SQL
SELECT * FROM teacher_teachers WHERE teacher_id = 12345
-- no SQL
SELECT * FROM museum_membership_level_order WHERE level_of_membership > 4
-- no SQL
-- no SQL
-- no SQL
SELECT AVG(num_staff) AS average_staff FROM museums WHERE museum_id IS NULL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT name, age, MAX(age) AS max_age FROM ( SELECT name, age, MAX(age) AS max_age FROM tickets WHERE ticket_id = 100000 ) AS max_tickets
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- no SQL
SELECT name, tonnage, ship_type, location, disposition_of_ship FROM battle ORDER BY tonnage DESC
SELECT name, date, result FROM battle WHERE id = 100000
-- no SQL
SELECT DISTINCT(id) AS id_injury, (sum(injury_count) / 1000000) AS injury_count, injury_count / 1000000 AS injury_count_per_time FROM battle GROUP BY id_injury
-- no SQL
-- no SQL
SELECT * FROM battle WHERE id = 100000
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM battle WHERE id = 100000
-- no SQL
-- no SQL
SELECT * FROM battle WHERE id = 1000000
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT program_id, program_name, program_description, other_details FROM program_details WHERE program_id IN (SELECT program_id FROM program_details WHERE course_id = 100000)
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM Student_Enrolment_Courses WHERE student_enrolment_id = 100000
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM Cartoon WHERE Title = '18_49_Rating_Share' ORDER BY Title DESC LIMIT 10
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM TV_series WHERE Series_name = "Sky Radio"
-- no SQL
SELECT * FROM TV_series WHERE Rating = 18
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT TV_series.* FROM TV_series WHERE Title = 'A Love of a Lifetime'
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT Production_code, Channel FROM TV_Channel WHERE Production_code = (SELECT Production_code FROM TV_Channel WHERE Channel = TV_Channel.id)
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT id FROM TV_Channel WHERE id IS NULL
-- no SQL
-- no SQL
-- no SQL
SELECT COUNT(*) FROM people
SELECT COUNT(*) FROM people
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT MAX(People_ID) AS max_rank FROM people
SELECT DISTINCT(Money_Rank) AS money_rank FROM people WHERE Nationality = 'USA' AND Name = 'Mike' ORDER BY Height DESC
SELECT MAX(Final_Table_Made) AS max_table_made FROM people
SELECT MAX(Final_Table_Made) AS max_final_tables_made FROM people
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT MAX(Money_Rank) AS max_money_rank FROM people
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM people WHERE Birth_Date > ORDER BY Name
SELECT * FROM people WHERE nationality IS NOT IN (SELECT nationality FROM people WHERE nationality IS NOT NULL)
-- no SQL
SELECT p.Name, p.Height, p.Birth_Date, p.Height FROM People_Poker_Player p JOIN People_Poker_Player_ID p_id ON p.ID = p_id_poker_player_id WHERE p.Birth_Date IS NULL
-- no SQL
SELECT DISTINCT(Nationality) AS nationalities
SELECT * FROM people WHERE Country = 'USA' ORDER BY Country DESC
-- no SQL
SELECT CONTESTANTS.CONTESTANTS.CONTESTANTS.*, CONTESTANTS.CONTESTANTS.CONTESTANTS.* FROM CONTESTANTS JOIN CONTESTANTS_VOTES ON CONTESTANTS.CONTESTANTS.CONTESTANTS_VOTES_ID = CONTESTANTS_VOTES_ID WHERE CONTESTANTS_VOTES_ID = 100000
-- no SQL
SELECT max(area_code) AS max_area_code, min(area_code) AS min_area_code FROM area_code
-- no SQL
-- no SQL
-- no SQL
SELECT CONTESTANTS.*, CONTESTANTS.* FROM contestant_details JOIN contestant_details_state ON contestant_details_state.state_id = CONTESTANTS.state_id JOIN contestant_details ON contestant_details_state.state_id = CONTESTANTS.state_id WHERE CONTESTANTS.contestant_number = 2
-- no SQL
SELECT COUNT(*) FROM CONTESTANTS WHERE CONTESTANTS.contestant_number = CONTESTANTS.contestant_number
SELECT CONTESTANTS.* FROM contestant_table WHERE CONTESTANTS.CONTESTANTS_ID = 100000
-- no SQL
-- no SQL
-- no SQL
SELECT CONTESTANTS.* FROM contestant_name AS CONTESTANT_NAME JOIN CONTESTANTS ON CONTESTANT_NAME.name = CONTESTANT_NAME.name WHERE CONTESTANT_NAME.name LIKE '%Al%'
SELECT * FROM countrylanguage WHERE CountryCode = '1950' ORDER BY CountryCode DESC
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM city WHERE code = 'Kabul' ORDER BY code
-- no SQL
-- no SQL
-- no SQL
SELECT population, life expectancy, CONVERT(DECIMAL, population), CONVERT(DECIMAL, life expectancy) FROM Brazil
SELECT Region, Population, IsOfficial, Percentage FROM Angola WHERE Region = "Angola"
-- no SQL
SELECT * FROM city WHERE code = 'Central Africa' ORDER BY code
-- no SQL
-- no SQL
-- no SQL
SELECT population, max(GNP) AS maximumGNP FROM population GROUP BY population
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT DISTINCT(population) AS TotalPopulation FROM ( SELECT DISTINCT(population) AS TotalPopulation FROM ( SELECT DISTINCT(population) AS TotalPopulation ) )
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM Aruba_Languages WHERE Language = 'Aruba_Languages'
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM city WHERE CountryCode = 'DOC_CITY' ORDER BY CountryCode DESC
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM table where countrycode = 'en' AND countrycode = 'fr' ORDER BY countrycode DESC
-- no SQL
SELECT * FROM city WHERE code = 'en' ORDER BY code
SELECT COUNT(*) FROM table_name WHERE countrycode = 'China'
-- no SQL
-- no SQL
SELECT * FROM city WHERE CountryCode = 'NL' ORDER BY Name
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT city, CountryCode, Name, Continent, Region, Name, Population, IsOfficial, Percentage FROM city WHERE CountryCode = 'en' AND Name = 'English'
-- no SQL
SELECT name, population, expected_life_length, MAX(population) AS max_population FROM city WHERE countrycode = 'Sri Lanka'
-- no SQL
-- no SQL
SELECT * FROM city WHERE countrycode NOT IN (SELECT code FROM countrycode WHERE code not in (SELECT code FROM countrycode WHERE code not in (SELECT code FROM code)))
SELECT COUNT(*) AS total_people FROM ( SELECT DISTINCT (SELECT COUNT(*) FROM nations) AS num_people FROM nations ) AS num_people WHERE num_people IS NULL
-- no SQL
-- no SQL
-- no SQL
SELECT COUNT(*) FROM table_name WHERE column_name IS NULL
SELECT COUNT(*) FROM table
SELECT * FROM city WHERE CountryCode = 'Europe' ORDER BY Population DESC
-- no SQL
SELECT * FROM African_countries WHERE CountryCode < 100
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM city WHERE code not in ( SELECT code FROM countrycode ORDER BY code )
SELECT DISTINCT countrycode FROM ( SELECT DISTINCT countrycode FROM ( SELECT DISTINCT countrycode ) )
-- no SQL
SELECT * FROM city WHERE code = 'en' ORDER BY code
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM city WHERE CountryCode = 'China' ORDER BY Name
SELECT * FROM city WHERE code = '1234567890' AND code = '1234567890' AND countrycode = 'N' ORDER BY population DESC
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM city WHERE code = '50000' ORDER BY code
-- no SQL
SELECT * FROM table WHERE countrycode = 'USA' ORDER BY population DESC LIMIT 3
-- no SQL
-- no SQL
-- no SQL
SELECT COUNT(*) AS num_countries FROM table_name
SELECT COUNT(*) FROM table_name WHERE table_name IS NULL
-- no SQL
SELECT * FROM country WHERE CountryCode = 'Europe' AND CountryCode = 'Europe' ORDER BY Population DESC
SELECT population, avg_area FROM population GROUP BY population HAVING COUNT(*) > 3000
SELECT population, avg(population) AS avg_population FROM population GROUP BY population HAVING AVG(population) > 3000
SELECT * FROM city WHERE population > 160000 AND population < 900000
SELECT * FROM city WHERE population >= 160000 AND population <= 900000
-- no SQL
SELECT language FROM countrylanguage WHERE countrycode = 'en' ORDER BY countrycode DESC
SELECT * FROM city WHERE code = '20210101' ORDER BY code
SELECT * FROM city WHERE CountryCode = 'USA' ORDER BY Name
SELECT COUNT(*) AS total_countries FROM table_name
SELECT COUNT(*) AS count_countries FROM table_name WHERE code = 'SPA' AND code_code = 'SPA'
SELECT * FROM city WHERE code = 'Spanish' ORDER BY code
SELECT code, Name, Continent, Region, Population, IsOfficial, Percentage FROM ( SELECT code, Name, Continent, Region, Population, IsOfficial, Percentage FROM country WHERE Continent = 'Spanish' AND Population > 1000000000 ) AS code_code WHERE code_code = (SELECT code_code FROM code_code WHERE Continent = 'Spanish')
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT MAX(Performance_ID) AS max_share, MIN(Performance_ID) AS min_share FROM performance ORDER BY Performance_ID DESC
-- no SQL
SELECT count(*) FROM Conductor_ID
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM Conductor_ID WHERE Performance_ID + 1 = 1000000
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT COUNT(*) FROM HighSchooler
SELECT COUNT(*) as count_high_schoolers FROM HighSchooler
SELECT name, grade FROM ( SELECT name, grade FROM HighSchooler ) AS highSchooler
SELECT name, grade FROM HighSchooler JOIN ( SELECT student_id, ID as ID, ID as ID FROM HighSchooler ) as student_id WHERE student_id IS NULL
-- no SQL
SELECT * FROM HighSchooler WHERE student_id = 1000
SELECT grade FROM HighSchooler WHERE student_id = 12345
SELECT grade, name FROM HighSchooler WHERE student_id = 10000
SELECT * FROM HighSchooler WHERE student_id = 10
SELECT * FROM HighSchooler WHERE student_id IN (SELECT student_id FROM HighSchooler WHERE student_id = 10)
SELECT id FROM HighSchooler WHERE id = 12345
SELECT id FROM HighSchooler WHERE id = 12345
-- no SQL
SELECT count(*) as count_high_schoolers FROM ( SELECT id, name, grade, id_high_schooler FROM HighSchooler GROUP BY id_high_schooler
SELECT DISTINCT (student_id) AS grade_id, (select grade_id from Highschooler where student_id = 100000) as grade_id FROM ( SELECT DISTINCT (student_id) AS grade_id FROM Highschooler WHERE student_id = 100000 )
-- no SQL
-- no SQL
SELECT grade FROM HighSchooler WHERE student_id = 1000
-- no SQL
-- no SQL
SELECT student_id, MAX(friends) AS max_friends FROM HighSchooler
-- no SQL
-- no SQL
SELECT name, MAX(grade) AS max_grade FROM HighSchooler
-- no SQL
SELECT name FROM HighSchooler WHERE student_id = 10000
SELECT * FROM HighSchooler WHERE (student_id, friend_id) IN (SELECT student_id, friend_id FROM HighSchooler WHERE student_id > 3)
-- no SQL
SELECT * FROM HighSchooler WHERE student_id = 100000
SELECT * FROM HighSchooler WHERE student_id = 10000
SELECT COUNT(*) FROM HighSchooler WHERE student_id = 10000
SELECT COUNT(*) FROM friends WHERE id IN (SELECT id FROM friends WHERE id = 10000)
SELECT id, name, grade FROM ( SELECT id, name, grade FROM students ) WHERE id IS NULL
SELECT id, name, grade, FULL FROM HighSchooler WHERE id IS NULL
SELECT * FROM HighSchooler WHERE student_id IS NULL
SELECT * FROM Students WHERE student_id IS NULL
SELECT * FROM HighSchooler WHERE student_id IN (SELECT student_id FROM HighSchooler WHERE student_id IN (SELECT student_id FROM HighSchooler WHERE student_id = 1))
-- no SQL
-- no SQL
SELECT * FROM HighSchooler WHERE student_id = 100000
-- no SQL
SELECT * FROM Highschooler WHERE student_id = 100000
SELECT * FROM HighSchooler WHERE student_id = 12345
SELECT name, grade, likes FROM ( SELECT name, grade, likes FROM HighSchooler WHERE grade = 100 AND likes = 100 )
-- no SQL
-- no SQL
SELECT student_id, name, grade FROM ( SELECT student_id, name, grade FROM HighSchooler WHERE student_id > 2 ) AS student_id WHERE student_id IN ( SELECT student_id FROM HighSchooler WHERE student_id > 2 )
SELECT * FROM Highschooler WHERE student_id IN (SELECT student_id FROM Highschooler WHERE student_id IN (SELECT student_id FROM Highschooler WHERE student_id = 2))
SELECT * FROM Student_Friend_Likes WHERE student_id IN (SELECT student_id FROM Student_Friend_Likes WHERE student_id IN (SELECT student_id FROM HighSchooler))
-- no SQL
SELECT COUNT(*) AS count_likes FROM ( SELECT id, name, grade, FULLTEXT_RACE FROM HighSchooler WHERE id = 100000
-- no SQL
-- no SQL
-- no SQL
SELECT MIN(grade) AS grade_min FROM ( SELECT grade FROM students GROUP BY grade ORDER BY grade_min DESC )
SELECT grade, min(grade) AS lowest_grade FROM ( SELECT grade, min(grade) AS lowest_grade FROM students ) as student_id ORDER BY grade DESC LIMIT 1
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT AVG(age) AS avg_age FROM ( SELECT AVG(age) AS avg_age FROM ( SELECT AVG(age) AS avg_age FROM dogs ) AS avg_dogs ) AS avg_dogs
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT SUM(Song_ID * Sales) AS TotalSongSales, SUM(Song_ID * Highest_Position) AS TotalSongSales FROM Song_Song_Sales GROUP BY Song_ID
SELECT Song_ID, Title, Singer_ID, Sales, Highest_Position FROM Singer_Sales ORDER BY Sales DESC
SELECT Song_ID, SINGER_ID, SALES, Highest_Position FROM Song ORDER BY SALES DESC
SELECT Birth_Year, SINGER_ID FROM SONG_ID WHERE SINGER_ID = 100000
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT MAX(Song_ID) AS max_net_worth FROM song
SELECT Song_ID, Title, Singer_ID, Sales, Highest_Position FROM Song_Song_Sales
-- no SQL
-- no SQL
-- no SQL
-- no SQL
SELECT * FROM song_info WHERE song_id IN (SELECT Song_ID FROM song_info WHERE Song_ID = 1000000)
SELECT Song_ID, SINGER_ID, SALES, SELLERS FROM SONG_SALES GROUP BY Song_ID, SINGER_ID, SALES
-- no SQL
-- no SQL
SELECT song.Song_ID FROM song WHERE song.Song_ID IS NULL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
-- no SQL
